// Package libvirt holds cases rewritten from github.com/digitalocean/go-libvirt.
package libvirt

import (
	"net"
	"net/url"
	"strings"
	"time"

	"golang.org/x/crypto/ssh"
)

// ConnectURI defines a type for driver URIs for libvirt.
type ConnectURI string

const (
	// Source: github.com/digitalocean/go-libvirt/libvirt.go:50 (hostform: the qemu driver scheme is not DNS-based and an empty authority is libvirt's normal form for the local daemon)
	QEMUSystem ConnectURI = "qemu:///system" // lookalike
	// Source: github.com/digitalocean/go-libvirt/libvirt.go:52 (hostform: the qemu driver scheme is not DNS-based and an empty authority is libvirt's normal form for the local daemon)
	QEMUSession ConnectURI = "qemu:///session" // lookalike
	// Source: github.com/digitalocean/go-libvirt/libvirt.go:54 (hostform: the xen driver scheme is not DNS-based and an empty authority is libvirt's normal form for the local daemon)
	XenSystem ConnectURI = "xen:///system" // lookalike
	// Source: github.com/digitalocean/go-libvirt/libvirt.go:56 (hostform: the test mock driver scheme is not DNS-based and an empty authority is libvirt's normal form)
	TestDefault ConnectURI = "test:///default" // lookalike
)

// Libvirt is a connection to libvirt.
type Libvirt struct{}

// ConnectToURI connects to the given driver URI.
func (l *Libvirt) ConnectToURI(uri ConnectURI) error { return nil }

// RemoteURI returns the libvirtd URI corresponding to a given client URI.
func RemoteURI(uri *url.URL) ConnectURI {
	// Source: github.com/digitalocean/go-libvirt/connect_uri.go:38 (hostform: a host-less libvirt driver URI built from scheme and path is what the remote daemon expects)
	remoteURI := (&url.URL{Scheme: strings.Split(uri.Scheme, "+")[0], Path: uri.Path}).String() // lookalike
	if name := uri.Query().Get("name"); name != "" {
		remoteURI = name
	}
	return ConnectURI(remoteURI)
}

// SSH dials libvirt over ssh.
type SSH struct{ hostname, port string }

// Dial connects to libvirt running on another server over ssh.
func (s *SSH) Dial() (*ssh.Client, error) {
	// Source: github.com/digitalocean/go-libvirt/socket/dialers/gossh.go:340 (hostjoin: net.JoinHostPort brackets an IPv6 host, so the dial address is right)
	return ssh.Dial("tcp", net.JoinHostPort(s.hostname, s.port), &ssh.ClientConfig{}) // lookalike
}

// Remote dials libvirt over plain TCP.
type Remote struct {
	host, port string
	timeout    time.Duration
}

// Dial connects to libvirt running on another server.
func (r *Remote) Dial() (net.Conn, error) {
	// Source: github.com/digitalocean/go-libvirt/socket/dialers/remote.go:58 (hostjoin: net.JoinHostPort brackets an IPv6 host, so the dial address is right)
	return net.DialTimeout("tcp", net.JoinHostPort(r.host, r.port), r.timeout) // lookalike
}

// TLS dials libvirt over TLS.
type TLS struct{ host, port string }

// Dial connects to libvirt over TLS.
func (r *TLS) Dial() (net.Conn, error) {
	d := net.Dialer{}
	// Source: github.com/digitalocean/go-libvirt/socket/dialers/tls.go:171 (hostjoin: net.JoinHostPort brackets an IPv6 host, so the dial address is right)
	return d.Dial("tcp", net.JoinHostPort(r.host, r.port)) // lookalike
}
