// Package sftpgo rewrites cases from github.com/drakkan/sftpgo/v2.
package sftpgo

import (
	"fmt"
	"net/http"
	"os"
)

// Binding defines the configuration for a network listener
type Binding struct {
	// The address to listen on. A blank value means listen on all available network interfaces.
	Address string `json:"address" mapstructure:"address"`
	// The port used for serving requests
	Port int `json:"port" mapstructure:"port"`
	// Enable HTTPS for this binding
	EnableHTTPS bool `json:"enable_https" mapstructure:"enable_https"`
	// Base URL for external access
	BaseURL string `json:"base_url" mapstructure:"base_url"`
}

// IsValid returns true if the binding is valid
func (b *Binding) IsValid() bool {
	return b.Port > 0
}

// TelemetryConf defines the configuration for the telemetry server
type TelemetryConf struct {
	// The port used for serving HTTP requests. 0 disable the HTTP server. Default: 10000
	BindPort int `json:"bind_port" mapstructure:"bind_port"`
	// The address to listen on. A blank value means listen on all available network interfaces. Default: "127.0.0.1"
	BindAddress string `json:"bind_address" mapstructure:"bind_address"`
	// If files containing a certificate and matching private key for the server are provided the server will expect
	// HTTPS connections.
	CertificateFile    string `json:"certificate_file" mapstructure:"certificate_file"`
	CertificateKeyFile string `json:"certificate_key_file" mapstructure:"certificate_key_file"`
}

func getHealthzURLFromBindings(bindings []Binding) string {
	for _, b := range bindings {
		if b.Port > 0 && b.IsValid() {
			var url string
			if b.EnableHTTPS {
				url = "https://"
			} else {
				url = "http://"
			}
			if b.Address == "" {
				url += "127.0.0.1"
			} else {
				url += b.Address
			}
			// Source: github.com/drakkan/sftpgo/internal/cmd/ping.go:46 (hostjoin: the binding address from the configuration file, which may be an IPv6 address, joined to the port with ':' in the health check URL)
			url += fmt.Sprintf(":%d", b.Port) // defect hostjoin
			url += "/healthz"
			return url
		}
	}
	return ""
}

func retryableGet(url string) (*http.Response, error) {
	return http.Get(url)
}

func runPing(telemetryConfig TelemetryConf, bindings []Binding) {
	var url string
	if telemetryConfig.BindPort > 0 {
		if telemetryConfig.CertificateFile != "" && telemetryConfig.CertificateKeyFile != "" {
			url += "https://"
		} else {
			url += "http://"
		}
		if telemetryConfig.BindAddress == "" {
			url += "127.0.0.1"
		} else {
			url += telemetryConfig.BindAddress
		}
		// Source: github.com/drakkan/sftpgo/internal/cmd/ping.go:89 (hostjoin: the telemetry bind address from the configuration file, which may be an IPv6 address, joined to the port with ':' in the health check URL)
		url += fmt.Sprintf(":%d", telemetryConfig.BindPort) // defect hostjoin
		url += "/healthz"
	}
	if url == "" {
		url = getHealthzURLFromBindings(bindings)
	}
	if url == "" {
		fmt.Fprintln(os.Stderr, "no suitable configuration found, please enable the telemetry server or REST API over HTTP/S")
		os.Exit(1)
	}

	resp, err := retryableGet(url)
	if err != nil {
		fmt.Fprintf(os.Stderr, "Unable to connect to SFTPGo: %v\n", err)
		os.Exit(1)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		fmt.Fprintf(os.Stderr, "Unexpected status code %d\n", resp.StatusCode)
		os.Exit(1)
	}
}
