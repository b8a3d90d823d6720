package navidrome

var ValidateURL = validateURL
