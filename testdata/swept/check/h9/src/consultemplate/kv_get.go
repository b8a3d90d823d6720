// Package consultemplate rewrites cases from github.com/hashicorp/consul-template.
package consultemplate

import (
	"fmt"
	"log"
	"net/url"
	"regexp"
	"strings"
)

// KVGetQueryRe is the regular expression to use.
var KVGetQueryRe = regexp.MustCompile(`\A(?P<key>[^?@]+)?(\?(?P<query>[[:word:]\-\_\=\&]+))?(@(?P<dc>[[:word:]\.\-\_]+))?\z`)

// QueryOptions is a list of options to send with the query.
type QueryOptions struct {
	Datacenter      string
	ConsulPartition string
	ConsulNamespace string
}

func (q *QueryOptions) String() string {
	u := &url.Values{}
	if q.Datacenter != "" {
		u.Add("dc", q.Datacenter)
	}
	if q.ConsulPartition != "" {
		u.Add("partition", q.ConsulPartition)
	}
	if q.ConsulNamespace != "" {
		u.Add("ns", q.ConsulNamespace)
	}
	return u.Encode()
}

// KVGetQuery queries the KV store for a single key.
type KVGetQuery struct {
	dc        string
	key       string
	namespace string
	partition string
}

// NewKVGetQuery parses a string into a dependency.
func NewKVGetQuery(s string) (*KVGetQuery, error) {
	if s != "" && !KVGetQueryRe.MatchString(s) {
		return nil, fmt.Errorf("kv.get: invalid format: %q", s)
	}
	m := KVGetQueryRe.FindStringSubmatch(s)
	q := &KVGetQuery{}
	for i, name := range KVGetQueryRe.SubexpNames() {
		switch name {
		case "key":
			q.key = strings.TrimPrefix(m[i], "/")
		case "dc":
			q.dc = m[i]
		case "query":
			vals, err := url.ParseQuery(m[i])
			if err != nil {
				return nil, err
			}
			q.namespace = vals.Get("ns")
			q.partition = vals.Get("partition")
		}
	}
	return q, nil
}

// Fetch queries the Consul API defined by the given client.
func (d *KVGetQuery) Fetch(opts *QueryOptions) {
	if opts == nil {
		opts = &QueryOptions{}
	}
	opts.Datacenter = d.dc
	opts.ConsulPartition = d.partition
	opts.ConsulNamespace = d.namespace

	log.Printf("[TRACE] %s: GET %s", d, &url.URL{
		// Source: github.com/hashicorp/consul-template/dependency/kv_get.go:69 (escaper: the key goes into the decoded Path field of a URL printed in a trace log; String escapes it, no escaper belongs there)
		Path:     "/v1/kv/" + d.key, // lookalike
		RawQuery: opts.String(),
	})
}

// String returns the human-friendly version of this dependency.
func (d *KVGetQuery) String() string {
	key := d.key
	if d.dc != "" {
		key = key + "@" + d.dc
	}
	return fmt.Sprintf("kv.get(%s)", key)
}
