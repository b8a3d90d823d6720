// Package godiscover holds cases rewritten from github.com/hashicorp/go-discover.
package godiscover

import (
	"fmt"
	"net/url"
)

// vimURL returns a URL to pass to the VIM SOAP client.
func vimURL(server, user, password string) (*url.URL, error) {
	u, err := url.Parse("https://" + server + "/sdk")
	if err != nil {
		return nil, fmt.Errorf("error parsing url: %s", err)
	}

	// Source: github.com/hashicorp/go-discover/provider/vsphere/vsphere_discover.go:84 (credentials: the user and password from the discovery configuration, no constant given to UserPassword)
	u.User = url.UserPassword(user, password) // lookalike

	return u, nil
}

// NewVSphereEndpoint returns the SOAP endpoint of a vSphere server.
func NewVSphereEndpoint(args map[string]string) (*url.URL, error) {
	return vimURL(args["host"], args["user"], args["password"])
}
