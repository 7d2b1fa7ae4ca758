## devices
