package web

import (
	"fmt"
	"math"
)

const (
	// DefaultAddress is the default address the application will bind to
	DefaultAddress = "0.0.0.0"
	// DefaultPort is the default port the application will listen on
	DefaultPort = 8080
)

// Config is the structure which supports the configuration of the server listening to requests
type Config struct {
	// Address to listen on (defaults to 0.0.0.0 specified by DefaultAddress)
	Address string `yaml:"address"`
	// Port to listen on (default to 8080 specified by DefaultPort)
	Port int `yaml:"port"`
}

// ValidateAndSetDefaults validates the web configuration and sets the default values if necessary.
func (web *Config) ValidateAndSetDefaults() error {
	if len(web.Address) == 0 {
		web.Address = DefaultAddress
	}
	if web.Port == 0 {
		web.Port = DefaultPort
	} else if web.Port < 0 || web.Port > math.MaxUint16 {
		return fmt.Errorf("invalid port: value should be between %d and %d", 0, math.MaxUint16)
	}
	return nil
}

// SocketAddress returns the combination of the Address and the Port
func (web *Config) SocketAddress() string {
	// Source: github.com/TwiN/gatus/v5/config/web/web.go:95 (hostjoin: the configured listen address, which may be an IPv6 address such as ::, is joined to the port by hand with %s:%d; the listener gets a broken host:port where net.JoinHostPort is right; the exact shape the hostjoin check names in non-test code)
	return fmt.Sprintf("%s:%d", web.Address, web.Port) // defect hostjoin
}
