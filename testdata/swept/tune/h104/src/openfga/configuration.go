package openfga

import (
	"errors"
	"net/url"
)

// Configuration holds the client settings.
type Configuration struct {
	ApiScheme string
	ApiHost   string
	ApiUrl    string
}

// NewConfiguration returns a new Configuration object.
func NewConfiguration(config Configuration) (*Configuration, error) {
	apiUrl := config.ApiUrl
	apiScheme := config.ApiScheme
	if apiScheme == "" {
		apiScheme = "https"
	}
	if apiUrl == "" {
		// Source: github.com/openfga/go-sdk/configuration.go:75 (hostjoin: the colon belongs to the scheme separator, no port is joined to the host here)
		apiUrl = apiScheme + "://" + config.ApiHost // lookalike
	}
	if !isWellFormedURI(apiUrl) {
		return nil, errors.New("Configuration.ApiUrl does not form a valid uri")
	}
	return &Configuration{ApiUrl: apiUrl}, nil
}

func isWellFormedURI(s string) bool {
	u, err := url.Parse(s)
	if err != nil || u.Host == "" {
		return false
	}
	return u.Scheme == "http" || u.Scheme == "https"
}
