package proxmox

import "github.com/h2non/gock"

// MockURI is the base URL the mocks answer for.
var MockURI string

// LoadMocks registers canned API replies.
func LoadMocks() {
	gock.New(MockURI).
		Post("^/nodes/node1/lxc/101/spiceproxy$").
		Reply(200).
		// Source: github.com/luthermonson/go-proxmox/tests/mocks/pve9x/containers.go:330 (plainhttp: picked for its form, outside the sample; a canned mock reply naming a SPICE proxy on an example host, never requested.)
		JSON(`{"data": {"type": "spice", "host": "node1.example.com", "password": "secret-ticket", "proxy": "http://proxy.example.com"}}`) // lookalike

	gock.New(MockURI).
		Post("^/access/openid/auth-url$").
		Reply(200).
		// Source: github.com/luthermonson/go-proxmox/tests/mocks/pve9x/access.go:1022 (syntax: picked for its form, outside the sample; a JSON body whose data value is an auth URL, not a URI itself.)
		JSON(`{"data": "https://idp.example.com/authorize?response_type=code&client_id=pve&state=xyz"}`) // lookalike
}
