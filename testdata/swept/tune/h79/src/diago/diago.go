// Package diago holds cases rewritten from github.com/emiago/diago.
package diago

import (
	"fmt"
	"net"
	"os"
	"strconv"

	"github.com/emiago/sipgo/sip"
)

type transport struct {
	BindHost string
	BindPort int
}

func listen(hostport string) (net.Listener, error) { return net.Listen("tcp", hostport) }

// Source: github.com/emiago/diago/diago.go:490 (hostjoin: the bind host from configuration may be IPv6 and is joined with net.JoinHostPort, which brackets it)
func serve(tran transport) (net.Listener, error) {
	hostport := net.JoinHostPort(tran.BindHost, strconv.Itoa(tran.BindPort)) // lookalike
	return listen(hostport)
}

func withClientConnectionAddr(addr string) string { return addr }

// Source: github.com/emiago/diago/diago.go:886 (hostjoin: the hostname is an IP's String() and may be IPv6, but net.JoinHostPort brackets it)
func clientOpts(resolvedIP net.IP, bindPort int) []string {
	var opts []string
	hostname := ""
	if resolvedIP != nil && !resolvedIP.IsUnspecified() {
		hostname = resolvedIP.String()
	}
	if hostname != "" {
		opts = append(opts, withClientConnectionAddr(net.JoinHostPort(hostname, strconv.Itoa(bindPort)))) // lookalike
	}
	return opts
}

// Source: github.com/emiago/diago/register_transaction.go:130 (hostform: sip.Uri keeps Host without the port and its writer brackets an IPv6 host, so the bare host from sip.ParseAddr is right)
func fixContact(contact *sip.Uri, localAddr string) error {
	host, port, err := sip.ParseAddr(localAddr)
	if err != nil {
		return err
	}
	contact.Host = host // lookalike
	contact.Port = port
	return nil
}

// Source: github.com/emiago/diago/register_transaction.go:175 (hostform: the Via received parameter is a bare IP, which is the form sip.Uri.Host expects; its writer adds IPv6 brackets)
func natContact(contact *sip.Uri, received string, rport int) {
	contact.Port = rport
	if received != "" {
		contact.Host = received // lookalike
	}
}

// Source: github.com/emiago/diago/diagotest/diago_session.go:18 (syntax: the angle brackets are the SIP name-addr form of a Contact header value and the SIP URI inside them is valid)
func contactHeader() sip.Header {
	return sip.NewHeader("Contact", "<sip:127.0.0.1:11111>") // lookalike
}

// Source: github.com/emiago/diago/examples/register/main.go:27 (syntax: the SIP URI sits inside usage text joined to words, which rule 4 says is prose, not a URI)
func usage() {
	fmt.Fprintf(os.Stderr, "Usage: %s -username <username> -password <pass> sip:123@example.com\n", os.Args[0]) // lookalike
}
