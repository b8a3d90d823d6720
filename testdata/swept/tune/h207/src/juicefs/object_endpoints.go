package juicefs

import (
	"fmt"
	"net/url"
	"strings"
)

type bunnyClient struct {
	DefaultObjectStorage
	endpoint string
}

func (b *bunnyClient) String() string { return b.endpoint }

func newBunny(endpoint, accessKey, password, token string) (ObjectStorage, error) {
	if !strings.Contains(endpoint, "://") {
		// Source: github.com/juicedata/juicefs/pkg/object/bunny.go:155 (sink: the default https scheme is added to a storage-zone endpoint written without one before url.Parse; uniform sample 8 of 25 default-scheme prefixes)
		endpoint = fmt.Sprintf("https://%s", endpoint) // lookalike
	}
	if _, err := url.Parse(endpoint); err != nil {
		return nil, err
	}
	return &bunnyClient{endpoint: endpoint}, nil
}

type gluster struct {
	DefaultObjectStorage
	name string
}

func (g *gluster) String() string { return g.name }

func newGluster(endpoint, ak, sk, token string) (ObjectStorage, error) {
	if !strings.Contains(endpoint, "://") {
		// Source: github.com/juicedata/juicefs/pkg/object/gluster.go:276 (sink: the gluster scheme is added to "host/volume" so ParseRequestURI can split hosts and volume; uniform sample 8 of 25 default-scheme prefixes)
		endpoint = fmt.Sprintf("gluster://%s", endpoint) // lookalike
	}
	uri, err := url.ParseRequestURI(endpoint)
	if err != nil {
		return nil, fmt.Errorf("Invalid endpoint %s: %s", endpoint, err)
	}
	return &gluster{name: strings.TrimPrefix(uri.Path, "/")}, nil
}

type ks3client struct {
	DefaultObjectStorage
	endpoint string
}

func (s *ks3client) String() string { return s.endpoint }

func newKS3(endpoint, accessKey, secretKey, token string) (ObjectStorage, error) {
	if !strings.Contains(endpoint, "://") {
		// Source: github.com/juicedata/juicefs/pkg/object/ks3.go:379 (sink: the default https scheme is added to an endpoint written without one before ParseRequestURI; uniform sample 8 of 25 default-scheme prefixes)
		endpoint = fmt.Sprintf("https://%s", endpoint) // lookalike
	}
	uri, _ := url.ParseRequestURI(endpoint)
	hostParts := strings.Split(uri.Host, ".")
	if len(hostParts) < 2 {
		return nil, fmt.Errorf("invalid endpoint: %s", endpoint)
	}
	return &ks3client{endpoint: endpoint}, nil
}

type tikv struct {
	DefaultObjectStorage
	addr string
}

func (t *tikv) String() string { return t.addr }

func newTiKV(endpoint, accesskey, secretkey, token string) (ObjectStorage, error) {
	if !strings.HasPrefix(endpoint, "tikv://") {
		// Source: github.com/juicedata/juicefs/pkg/object/tikv.go:135 (sink: rule 5, the scheme is put back on the user's PD address list only to parse it; uniform sample 8 of 25 default-scheme prefixes)
		endpoint = "tikv://" + endpoint // lookalike
	}
	tUrl, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	pds := strings.Split(tUrl.Host, ",")
	for i, pd := range pds {
		pd = strings.TrimSpace(pd)
		if !strings.Contains(pd, ":") {
			// Source: github.com/juicedata/juicefs/pkg/object/tikv.go:145 (hostjoin: the default PD port is appended by hand only when the address has no colon, so an IPv6 address, which always has colons, is never joined wrongly)
			pd += ":2379" // lookalike
		}
		pds[i] = pd
	}
	return &tikv{addr: tUrl.Host}, nil
}

type storj struct {
	DefaultObjectStorage
	bucket string
}

func (s *storj) String() string { return s.bucket }

func newStorj(endpoint, accessGrant, _, _ string) (ObjectStorage, error) {
	if accessGrant == "" {
		return nil, fmt.Errorf("storj: access grant is required (pass via --access-key)")
	}
	// Source: github.com/juicedata/juicefs/pkg/object/storj.go:353 (sink: the bare scheme is only trimmed off the endpoint to get the bucket name, no URI use; uniform sample 8 of 17 scheme-prefix comparisons)
	bucket := strings.Trim(strings.TrimPrefix(endpoint, "storj://"), "/") // lookalike
	if bucket == "" {
		return nil, fmt.Errorf("storj: bucket name is required (set via --bucket)")
	}
	return &storj{bucket: bucket}, nil
}

func init() {
	objectRegister("bunny", newBunny)
	objectRegister("gluster", newGluster)
	objectRegister("ks3", newKS3)
	objectRegister("tikv", newTiKV)
	objectRegister("storj", newStorj)
}
