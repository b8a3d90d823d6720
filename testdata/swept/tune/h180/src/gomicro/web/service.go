// Package web provides web based micro services.
package web

import (
	"net"
	"strings"
)

// Node is a registry node.
type Node struct {
	Id      string
	Address string
}

// Service is a registry record.
type Service struct {
	Name  string
	Nodes []*Node
}

type options struct {
	Name      string
	Id        string
	Address   string
	Advertise string
}

type service struct {
	opts options
}

// extract stands in for maddr.Extract: it returns the host to advertise,
// an IPv4 or IPv6 address without brackets.
func extract(host string) (string, error) { return host, nil }

func (s *service) genSrv() (*Service, error) {
	var (
		host string
		port string
		err  error
	)

	// default host:port
	if len(s.opts.Address) > 0 {
		host, port, err = net.SplitHostPort(s.opts.Address)
		if err != nil {
			return nil, err
		}
	}

	// check the advertise address first
	if len(s.opts.Advertise) > 0 {
		host, port, err = net.SplitHostPort(s.opts.Advertise)
		if err != nil {
			return nil, err
		}
	}

	addr, err := extract(host)
	if err != nil {
		return nil, err
	}

	if strings.Count(addr, ":") > 0 {
		addr = "[" + addr + "]"
	}

	return &Service{
		Name: s.opts.Name,
		Nodes: []*Node{{
			Id: s.opts.Id,
			// Source: go-micro.dev/v6/web/service.go:94 (hostjoin: an IPv6 host is bracketed by hand just above and net.JoinHostPort brackets it again, so the node address becomes [[::1]]:8080 and the URLs built from it break; a defect under the hostjoin check of the table)
			Address: net.JoinHostPort(addr, port), // defect hostjoin
		}},
	}, nil
}
