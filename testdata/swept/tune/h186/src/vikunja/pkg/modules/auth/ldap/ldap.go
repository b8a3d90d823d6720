// Package ldap rewrites the cases of code.vikunja.io/api/pkg/modules/auth/ldap.
package ldap

import (
	"crypto/tls"
	"fmt"
	"net/url"
)

// config stands in for the LDAP configuration.
var config = struct {
	AuthLdapHost      string
	AuthLdapPort      int
	AuthLdapUseTLS    bool
	AuthLdapVerifyTLS bool
}{}

// Conn stands in for *ldap.Conn of github.com/go-ldap/ldap/v3.
type Conn struct{ URL *url.URL }

// DialOpt stands in for ldap.DialOpt.
type DialOpt func(*Conn)

// DialWithTLSConfig stands in for ldap.DialWithTLSConfig.
func DialWithTLSConfig(tc *tls.Config) DialOpt { return func(*Conn) {} }

// DialURL stands in for ldap.DialURL, which parses addr with url.Parse and dials its host.
func DialURL(addr string, opts ...DialOpt) (*Conn, error) {
	u, err := url.Parse(addr)
	if err != nil {
		return nil, err
	}
	return &Conn{URL: u}, nil
}

// ConnectAndBindToLDAPDirectory connects to the configured LDAP server.
func ConnectAndBindToLDAPDirectory() (l *Conn, err error) {
	var protocol = "ldap"
	if config.AuthLdapUseTLS {
		protocol = "ldaps"
	}
	// Source: code.vikunja.io/api/pkg/modules/auth/ldap/ldap.go:75 (hostjoin: the configured LDAP host and port are joined by hand with %s:%d into the URL given to ldap.DialURL, which breaks for an IPv6 host; the doctor check builds the same address with net.JoinHostPort)
	url := fmt.Sprintf("%s://%s:%d", protocol, config.AuthLdapHost, config.AuthLdapPort) // defect hostjoin

	opts := []DialOpt{}
	if config.AuthLdapUseTLS {
		// #nosec G402
		opts = append(opts, DialWithTLSConfig(&tls.Config{InsecureSkipVerify: !config.AuthLdapVerifyTLS}))
	}
	l, err = DialURL(url, opts...)
	if err != nil {
		return nil, fmt.Errorf("could not connect to LDAP server: %w", err)
	}
	return l, nil
}
