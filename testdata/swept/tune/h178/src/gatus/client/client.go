package client

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"io"
	"net"
	"net/smtp"
	"strings"
	"time"

	"golang.org/x/crypto/ssh"
)

// CanPerformStartTLS checks whether a connection can be established to an address using the STARTTLS protocol
func CanPerformStartTLS(address string, config *Config) (connected bool, certificate *x509.Certificate, err error) {
	hostAndPort := strings.Split(address, ":")
	if len(hostAndPort) != 2 {
		return false, nil, errors.New("invalid address for starttls, format must be host:port")
	}
	var connection net.Conn
	if config.HasCustomDNSResolver() {
		dnsResolver, perr := config.parseDNSResolver()
		if perr == nil {
			dialer := &net.Dialer{
				Resolver: &net.Resolver{
					PreferGo: true,
					Dial: func(ctx context.Context, network, address string) (net.Conn, error) {
						d := net.Dialer{}
						// Source: github.com/TwiN/gatus/v5/client/client.go:173 (hostjoin: the host is the output of parseDNSResolver, limited to DNS letters, digits, '-' and '.', so an IPv6 literal never reaches the hand join and host:port stays valid; by rule 5, context changes the demand: the IPv6 host the hostjoin check is about cannot arise here)
						return d.DialContext(ctx, dnsResolver.Protocol, dnsResolver.Host+":"+dnsResolver.Port) // lookalike
					},
				},
			}
			connection, err = dialer.DialContext(context.Background(), "tcp", address)
			if err != nil {
				return
			}
		}
	}
	if connection == nil {
		connection, err = net.DialTimeout("tcp", address, config.Timeout)
		if err != nil {
			return
		}
	}
	smtpClient, err := smtp.NewClient(connection, hostAndPort[0])
	if err != nil {
		return
	}
	err = smtpClient.StartTLS(&tls.Config{
		InsecureSkipVerify: config.Insecure,
		ServerName:         hostAndPort[0],
	})
	if err != nil {
		return
	}
	if state, ok := smtpClient.TLSConnectionState(); ok {
		certificate = state.PeerCertificates[0]
	} else {
		return false, nil, errors.New("could not get TLS connection state")
	}
	return true, certificate, nil
}

// CanPerformTLS checks whether a connection can be established to an address using the TLS protocol
func CanPerformTLS(address string, body string, config *Config) (connected bool, response []byte, certificate *x509.Certificate, err error) {
	connection, err := tls.DialWithDialer(&net.Dialer{Timeout: config.Timeout}, "tcp", address, &tls.Config{InsecureSkipVerify: config.Insecure})
	if err != nil {
		return
	}
	defer connection.Close()
	certificate = connection.ConnectionState().PeerCertificates[0]
	return true, nil, certificate, nil
}

// CanCreateSSHConnection checks whether a connection can be established and a command can be executed to an address
// using the SSH protocol.
func CanCreateSSHConnection(address, username, password, privateKey string, config *Config) (bool, *ssh.Client, error) {
	var port string
	if strings.Contains(address, ":") {
		addressAndPort := strings.Split(address, ":")
		if len(addressAndPort) != 2 {
			return false, nil, errors.New("invalid address for ssh, format must be host:port")
		}
		address = addressAndPort[0]
		port = addressAndPort[1]
	} else {
		port = "22"
	}
	var authMethods []ssh.AuthMethod
	if len(password) > 0 {
		authMethods = append(authMethods, ssh.Password(password))
	}
	// Source: github.com/TwiN/gatus/v5/client/client.go:277 (hostjoin: host and port are joined with net.JoinHostPort, the right way, for the address given to ssh.Dial, which the hostjoin check names as right)
	cli, err := ssh.Dial("tcp", net.JoinHostPort(address, port), &ssh.ClientConfig{ // lookalike
		User:    username,
		Auth:    authMethods,
		Timeout: config.Timeout,
	})
	if err != nil {
		return false, nil, err
	}
	return true, cli, nil
}

// CheckSSHBanner checks whether an SSH server answers with a banner
func CheckSSHBanner(address string, cfg *Config) (bool, int, error) {
	var port string
	if strings.Contains(address, ":") {
		addressAndPort := strings.Split(address, ":")
		if len(addressAndPort) != 2 {
			// Source: github.com/TwiN/gatus/v5/client/client.go:294 (port: the word port after ssh://host: is a placeholder in an error message shown to users, prose by rules 3 and 4, not a URI)
			return false, 1, errors.New("invalid address for ssh, format must be ssh://host:port") // lookalike
		}
		address = addressAndPort[0]
		port = addressAndPort[1]
	} else {
		port = "22"
	}
	dialer := net.Dialer{}
	// Source: github.com/TwiN/gatus/v5/client/client.go:302 (hostjoin: the dial address is built with net.JoinHostPort, which brackets an IPv6 host, which the hostjoin check names as right)
	connStr := net.JoinHostPort(address, port) // lookalike
	conn, err := dialer.Dial("tcp", connStr)
	if err != nil {
		return false, 1, err
	}
	defer conn.Close()
	conn.SetReadDeadline(time.Now().Add(time.Second))
	buf := make([]byte, 256)
	_, err = io.ReadAtLeast(conn, buf, 1)
	if err != nil {
		return false, 1, err
	}
	return true, 0, err
}
