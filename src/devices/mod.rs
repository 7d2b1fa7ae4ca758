//! Serial scales and calipers: protocol parsers, stability detection and the
//! thread that owns a port. (Being built: see the devices issue.)
