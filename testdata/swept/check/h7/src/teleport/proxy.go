package teleport

import (
	"net/url"
	"os"
)

// GetProxyURL gets the HTTP proxy address to use for a given address, if any.
func GetProxyURL(dialAddr string) *url.URL {
	v := os.Getenv("https_proxy")
	if v == "" {
		return nil
	}
	u, err := url.Parse(v)
	if err != nil {
		return nil
	}
	return u
}
