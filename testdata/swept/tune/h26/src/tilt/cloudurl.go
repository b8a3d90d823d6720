package tilt

import (
	"net/url"
	"os"
	"strings"
)

// Address is an address like cloud.tilt.dev or localhost:10450
type Address string

const addressEnvName = "TILT_CLOUD_ADDRESS"

// ProvideAddress gives the Tilt Cloud address.
func ProvideAddress() Address {
	address := os.Getenv(addressEnvName)
	if address == "" {
		address = "cloud.tilt.dev"
	}

	return Address(address)
}

// CloudURL gives the URL of the Tilt Cloud address.
func CloudURL(cloudAddress string) *url.URL {
	var u url.URL
	// Source: github.com/tilt-dev/tilt/internal/cloud/cloudurl/url.go:27 (hostjoin: the Host field set to an address that is already host[:port], nothing joined)
	u.Host = cloudAddress // lookalike
	u.Scheme = "https"
	if strings.Split(cloudAddress, ":")[0] == "localhost" {
		u.Scheme = "http"
	}
	return &u
}
