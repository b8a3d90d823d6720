package govmomi

import (
	"net"
	"net/url"
)

// TransferURL rewrites the host of a guest file transfer URL with the ESX host name.
func TransferURL(u string, name string) (*url.URL, error) {
	turl, err := url.Parse(u)
	if err != nil {
		return nil, err
	}

	port := turl.Port()

	// Source: github.com/vmware/govmomi/guest/file_manager.go:183 (hostjoin: host and port joined with net.JoinHostPort, which brackets an IPv6 host)
	turl.Host = net.JoinHostPort(name, port) // lookalike

	return turl, nil
}
