package ipinfo

import (
	"net"
	"net/http"
	"net/netip"
)

// Core represents data from the Core API.
type Core struct {
	IP    net.IP `json:"ip"`
	Bogon bool   `json:"bogon,omitempty"`
}

// GetIPInfoV6 returns the details for the specified IPv6 IP.
func (c *Client) GetIPInfoV6(ip net.IP) (*Core, error) {
	return c.getIPInfoBase(ip, true)
}

func (c *Client) getIPInfoBase(ip net.IP, ipv6 bool) (*Core, error) {
	relURL := ""
	if ip != nil && isBogon(netip.MustParseAddr(ip.String())) {
		return &Core{IP: ip, Bogon: true}, nil
	}
	if ip != nil {
		relURL = ip.String()
	}

	var err error
	var req *http.Request
	if ipv6 {
		req, err = c.newRequestV6(nil, "GET", relURL, nil)
	} else {
		req, err = c.newRequest(nil, "GET", relURL, nil)
	}
	if err != nil {
		return nil, err
	}

	v := new(Core)
	if _, err := c.do(req, v); err != nil {
		return nil, err
	}
	return v, nil
}
