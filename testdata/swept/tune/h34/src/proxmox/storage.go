package proxmox

import (
	"context"
	"errors"
	"fmt"
)

// SDNDNSOptions configure an SDN DNS plugin.
type SDNDNSOptions struct {
	DNS  string
	Type string
	URL  string
	Key  string
}

// SDNIPAMOptions configure an SDN IPAM plugin.
type SDNIPAMOptions struct {
	IPAM string
	Type string
	URL  string
}

// NewSDNDNS creates an SDN DNS plugin.
func (cl *Cluster) NewSDNDNS(ctx context.Context, opts *SDNDNSOptions) error {
	if opts == nil || opts.Type == "" {
		return errors.New("dns and type are required")
	}
	return cl.client.Post(ctx, "/cluster/sdn/dns", opts, nil)
}

// NewSDNIPAM creates an SDN IPAM plugin.
func (cl *Cluster) NewSDNIPAM(ctx context.Context, opts *SDNIPAMOptions) error {
	if opts == nil || opts.Type == "" {
		return errors.New("ipam and type are required")
	}
	return cl.client.Post(ctx, "/cluster/sdn/ipams", opts, nil)
}

// Storage is a storage on a node.
type Storage struct {
	client *Client
	Node   string
	Name   string
}

// DownloadURL makes the node download a file into the storage.
func (s *Storage) DownloadURL(ctx context.Context, content, filename, link string) (string, error) {
	if content != "iso" && content != "vztmpl" {
		return "", fmt.Errorf("invalid content type %q", content)
	}
	var upid string
	body := map[string]string{"content": content, "filename": filename, "url": link}
	err := s.client.Post(ctx, "/storage/download-url", body, &upid)
	return upid, err
}
