// Package smokescreen holds cases rewritten from github.com/stripe/smokescreen.
package smokescreen

import (
	"errors"
	"net"
	"net/url"
	"strconv"
)

// NoPort marks a HostPort without a port.
const NoPort = -1

// HostPort is a normalized host and port.
type HostPort struct {
	Host string
	Port int
}

func (hp HostPort) String() string {
	if hp.Host != "" && hp.Port != NoPort {
		// Source: github.com/stripe/smokescreen/pkg/smokescreen/hostport/hostport.go:38 (hostjoin: host and port are joined with net.JoinHostPort, which brackets an IPv6 host, and the result is an authority, no URI)
		return net.JoinHostPort(hp.Host, strconv.Itoa(hp.Port)) // lookalike
	}
	return ""
}

// New splits a colon-separated host and port.
func New(s string) (hp HostPort, err error) {
	hp.Port = NoPort
	var portString string
	hp.Host, portString, err = net.SplitHostPort(s)
	if err != nil {
		return
	}
	p, err := strconv.Atoi(portString)
	if err != nil {
		return
	}
	if p < 0 || p > 65535 {
		return hp, errors.New("must be between 0 and 65535")
	}
	hp.Port = p
	return
}

// NewWithScheme takes a bare host or host:port and a scheme.
func NewWithScheme(s, scheme string) (HostPort, error) {
	if hp, err := New(s); err == nil {
		return hp, nil
	}
	p, err := net.LookupPort("tcp", scheme)
	if err != nil {
		return HostPort{Host: s, Port: NoPort}, err
	}
	return HostPort{Host: s, Port: p}, nil
}

func checkProxyHeader(clientProvidedProxy string) error {
	connectProxyURL, err := url.Parse(clientProvidedProxy)
	if err == nil && connectProxyURL.Hostname() == "" {
		// Source: github.com/stripe/smokescreen/pkg/smokescreen/smokescreen.go:1375 (syntax: the URL template sits inside the text of an error message, bracketed optional userinfo with placeholder words, prose and no URI by rules 4 and 3)
		err = errors.New("proxy header contains invalid URL. The correct format is https://[username:password@]my.proxy.srv:12345") // lookalike
	}
	return err
}
