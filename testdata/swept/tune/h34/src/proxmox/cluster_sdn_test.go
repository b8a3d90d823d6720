package proxmox

import (
	"context"
	"testing"
)

func mockClient() *Client { return NewClient(MockURI) }

func TestCluster_NewSDNDNS(t *testing.T) {
	LoadMocks()
	cluster := &Cluster{client: mockClient()}
	// Source: github.com/luthermonson/go-proxmox/cluster_sdn_dns_test.go:41 (hostform: all 7 test-file candidates kept; a config value sent to a mocked API, and a single-label host is a legal host.)
	err := cluster.NewSDNDNS(context.Background(), &SDNDNSOptions{DNS: "pdns2", Type: "powerdns", URL: "https://x", Key: "k"}) // lookalike
	if err != nil {
		t.Fatal(err)
	}
}

func TestCluster_NewSDNIPAM(t *testing.T) {
	LoadMocks()
	cluster := &Cluster{client: mockClient()}
	// Source: github.com/luthermonson/go-proxmox/cluster_sdn_ipams_test.go:52 (hostform: all 7 test-file candidates kept; a config value sent to a mocked API, and a single-label host is a legal host.)
	err := cluster.NewSDNIPAM(context.Background(), &SDNIPAMOptions{IPAM: "netbox2", Type: "netbox", URL: "https://x"}) // lookalike
	if err != nil {
		t.Fatal(err)
	}
}
