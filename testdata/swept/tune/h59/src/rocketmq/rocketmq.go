// Package rocketmq holds cases rewritten from github.com/apache/rocketmq-client-go/v2.
package rocketmq

import (
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"time"
)

const (
	// Source: github.com/apache/rocketmq-client-go/v2/primitive/nsresolver.go:88 (plainhttp: the default address server is an Alibaba-internal host on port 8080 with no known https endpoint.)
	DEFAULT_NAMESRV_ADDR = "http://jmenv.tbsite.net:8080/rocketmq/nsaddr" // lookalike
)

// HttpResolver fetches the nameserver list over HTTP.
type HttpResolver struct {
	domain   string
	instance string
	cli      http.Client
	snapshot []string
}

// NewHttpResolver returns a resolver for the given domain or the default one.
func NewHttpResolver(instance string, domain ...string) *HttpResolver {
	d := DEFAULT_NAMESRV_ADDR
	if len(domain) > 0 && domain[0] != "" {
		d = domain[0]
	}
	return &HttpResolver{domain: d, instance: instance, cli: http.Client{Timeout: 10 * time.Second}}
}

// DomainWithUnit adds the unit name to the domain.
func (h *HttpResolver) DomainWithUnit(unitName string) {
	if unitName == "" {
		return
	}
	if strings.Contains(h.domain, "?") {
		// Source: github.com/apache/rocketmq-client-go/v2/primitive/nsresolver.go:124 (escaper: the unit name is put raw before the query, and whether a name needs escaping is not known from the code.)
		h.domain = strings.Replace(h.domain, "?", fmt.Sprintf("-%s?nofix=1&", unitName), 1) // lookalike
	} else {
		// Source: github.com/apache/rocketmq-client-go/v2/primitive/nsresolver.go:126 (escaper: the unit name is appended raw to the domain path, and whether a name needs escaping is not known from the code.)
		h.domain = fmt.Sprintf("%s-%s?nofix=1", h.domain, unitName) // lookalike
	}
}

// Resolve fetches the nameserver list, falling back to the snapshot.
func (h *HttpResolver) Resolve() []string {
	resp, err := h.cli.Get(h.domain)
	if err != nil || resp.StatusCode != http.StatusOK {
		return h.snapshot
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return h.snapshot
	}
	return strings.Split(strings.TrimSpace(string(body)), ";")
}

type namesrvs struct {
	srvs     []string
	index    int
	lock     sync.Mutex
	resolver *HttpResolver
}

// getNameServerAddress returns a nameserver using round-robin.
func (s *namesrvs) getNameServerAddress() string {
	s.lock.Lock()
	defer s.lock.Unlock()
	addr := s.srvs[s.index%len(s.srvs)]
	s.index = (s.index + 1) % len(s.srvs)
	if strings.HasPrefix(addr, "https") {
		// Source: github.com/apache/rocketmq-client-go/v2/internal/namesrv.go:146 (hostform: the bare scheme prefix is what TrimPrefix strips from a nameserver address, not a URI.)
		return strings.TrimPrefix(addr, "https://") // lookalike
	}
	// Source: github.com/apache/rocketmq-client-go/v2/internal/namesrv.go:148 (hostform: the bare scheme prefix is what TrimPrefix strips from a nameserver address, not a URI.)
	return strings.TrimPrefix(addr, "http://") // lookalike
}

// UpdateNameServerAddress refreshes srvs from the resolver.
func (s *namesrvs) UpdateNameServerAddress() {
	srvs := s.resolver.Resolve()
	if len(srvs) == 0 {
		return
	}
	s.lock.Lock()
	defer s.lock.Unlock()
	s.srvs = srvs
}
