// Package btcd holds cases rewritten from github.com/btcsuite/btcd.
package btcd

import (
	"bytes"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"

	"github.com/gorilla/websocket"
)

type ctlConfig struct {
	RPCServer string // host:port, normalised with net.JoinHostPort
	NoTLS     bool
}

// Source: github.com/btcsuite/btcd/cmd/btcctl/httpclient.go:75 (hostjoin: RPCServer is already a host:port normalised by net.JoinHostPort, nothing is joined with ':' here)
func sendPostRequest(body []byte, cfg *ctlConfig) (*http.Request, error) {
	protocol := "http"
	if !cfg.NoTLS {
		protocol = "https"
	}
	u := protocol + "://" + cfg.RPCServer // lookalike
	return http.NewRequest("POST", u, bytes.NewReader(body))
}

// ConnConfig mirrors the rpcclient connection configuration.
type ConnConfig struct {
	Host       string // host:port, or a unix socket address
	Endpoint   string // websocket endpoint name, e.g. "ws"
	DisableTLS bool
}

func (config *ConnConfig) httpURL() string {
	protocol := "http"
	if !config.DisableTLS {
		protocol = "https"
	}
	if strings.HasPrefix(config.Host, "unix") {
		// Source: github.com/btcsuite/btcd/rpcclient/infrastructure.go:1441 (hostform: "unix" is a placeholder host, the socket is dialled by the transport's DialContext)
		return protocol + "://unix" // lookalike
	}
	// Source: github.com/btcsuite/btcd/rpcclient/infrastructure.go:1444 (hostjoin: config.Host is a whole host:port validated by ParseAddressString, no ':' join)
	return protocol + "://" + config.Host // lookalike
}

// Source: github.com/btcsuite/btcd/rpcclient/infrastructure.go:1496 (escaper: Endpoint is a fixed endpoint name and Host a whole host:port; raw names are look-alikes)
func dial(config *ConnConfig) (*websocket.Conn, error) {
	scheme := "ws"
	if !config.DisableTLS {
		scheme = "wss"
	}
	dialer := websocket.Dialer{}
	u := fmt.Sprintf("%s://%s/%s", scheme, config.Host, config.Endpoint) // lookalike
	conn, _, err := dialer.Dial(u, nil)
	return conn, err
}

// ParseAddressString accepts a unix socket address or host:port.
func ParseAddressString(strAddress string) (net.Addr, error) {
	// Source: github.com/btcsuite/btcd/rpcclient/infrastructure.go:1878 (hostform: a scheme prefix cut from the address, not a URI)
	if after, ok := strings.CutPrefix(strAddress, "unixpacket://"); ok { // lookalike
		return net.ResolveUnixAddr("unixpacket", after)
	}
	// Source: github.com/btcsuite/btcd/rpcclient/infrastructure.go:1889 (hostjoin: strAddress is already host:port, the dummy scheme only lets url.Parse split the host)
	u, err := url.Parse("dummy://" + strAddress) // lookalike
	if err != nil {
		return nil, err
	}
	return net.ResolveTCPAddr("tcp", u.Host)
}

// Source: github.com/btcsuite/btcd/rpcclient/examples/bitcoincoreunixsocket/main.go:18 (hostform: the unix scheme carries a socket path and needs no host)
var exampleConnCfg = &ConnConfig{
	Host:       "unix:///tmp/test.XXXX", // lookalike
	DisableTLS: true,
}

// Source: github.com/btcsuite/btcd/upnp.go:293 (plainhttp: SOAP XML namespace names are identifiers, never fetched)
func soapRequest(u, message string) (*http.Request, error) {
	fullMessage := "<?xml version=\"1.0\" ?>" +
		"<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\" s:encodingStyle=\"http://schemas.xmlsoap.org/soap/encoding/\">\r\n" + // lookalike
		"<s:Body>" + message + "</s:Body></s:Envelope>"
	return http.NewRequest("POST", u, strings.NewReader(fullMessage))
}
