## tags-inputs
