## printed
