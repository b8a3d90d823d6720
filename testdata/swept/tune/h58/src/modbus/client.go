// Package modbus holds cases rewritten from github.com/simonvetter/modbus.
package modbus

import (
	"crypto/tls"
	"errors"
	"flag"
	"fmt"
	"log"
	"net/url"
	"strings"
)

// ErrConfigurationError is returned on a bad configuration.
var ErrConfigurationError = errors.New("configuration error")

// ClientConfiguration configures a client.
type ClientConfiguration struct {
	URL           string
	TLSClientCert *tls.Certificate
}

// ModbusClient is a client.
type ModbusClient struct{}

// NewClient creates a client from a target URL.
func NewClient(conf *ClientConfiguration) (*ModbusClient, error) { return &ModbusClient{}, nil }

// ServerConfiguration configures a server.
type ServerConfiguration struct {
	URL    string
	Logger *log.Logger
}

// NewServer creates a server; it logs and fails when the URL has no host part.
func NewServer(conf *ServerConfiguration) (*ModbusClient, error) {
	u, err := url.Parse(conf.URL)
	if err != nil || u.Host == "" {
		conf.Logger.Printf("modbus-server() [error]: missing host part in URL '%s'", conf.URL)
		return nil, ErrConfigurationError
	}
	return &ModbusClient{}, nil
}

func cliMain() {
	var target string
	// Source: github.com/simonvetter/modbus/cmd/modbus-cli.go:39 (syntax: the example target is part of flag usage text, prose and not a URI by rule 4)
	flag.StringVar(&target, "target", "", "target device to connect to (e.g. tcp://somehost:502) [required]") // lookalike
	flag.Parse()

	// Source: github.com/simonvetter/modbus/cmd/modbus-cli.go:108 (hostform: a bare scheme prefix used only to match the target, not a URI in use)
	if strings.HasPrefix(target, "tcp+tls://") { // lookalike
		fmt.Print("TLS requested\n")
	}
}

func displayHelp() {
	// Source: github.com/simonvetter/modbus/cmd/modbus-cli.go:1131 (syntax: the example command line is help text, prose and not a URI by rule 4)
	fmt.Printf(`Example: modbus-cli --target=tcp://somehost:502 --timeout=3s rh:uint16:0x100+5 wc:12:true`) // lookalike
}

var _, _ = cliMain, displayHelp
