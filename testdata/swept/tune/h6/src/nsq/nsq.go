// Package nsq holds cases from github.com/nsqio/nsq.
package nsq

import (
	"flag"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Client posts to the HTTP APIs of nsqd and nsqlookupd.
type Client struct{ c *http.Client }

// POSTV1 sends a POST to endpoint.
func (c *Client) POSTV1(endpoint string) error {
	resp, err := c.c.Post(endpoint, "application/octet-stream", nil)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// GETV1 sends a GET to endpoint.
func (c *Client) GETV1(endpoint string) error {
	resp, err := c.c.Get(endpoint)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// ClusterInfo queries the cluster.
type ClusterInfo struct{ client *Client }

// Source: github.com/nsqio/nsq/internal/clusterinfo/data.go:137 (lookupd host:port, topic query value escaped with url.QueryEscape)
func (c *ClusterInfo) GetLookupdTopicChannels(topic, addr string) error {
	endpoint := fmt.Sprintf("http://%s/channels?topic=%s", addr, url.QueryEscape(topic)) // lookalike
	return c.client.GETV1(endpoint)
}

// Source: github.com/nsqio/nsq/internal/clusterinfo/data.go:648 (query string of topic and node, each escaped with url.QueryEscape)
func (c *ClusterInfo) TombstoneNodeForTopic(topic, node string, lookupdHTTPAddrs []string) error {
	qs := fmt.Sprintf("topic=%s&node=%s", url.QueryEscape(topic), url.QueryEscape(node)) // lookalike
	return c.nsqlookupdPOST(lookupdHTTPAddrs, "topic/tombstone", qs)
}

// Source: github.com/nsqio/nsq/internal/clusterinfo/data.go:891 (endpoint from host:port, a constant API path and an encoded query string)
func (c *ClusterInfo) nsqlookupdPOST(addrs []string, uri string, qs string) error {
	for _, addr := range addrs {
		endpoint := fmt.Sprintf("http://%s/%s?%s", addr, uri, qs) // lookalike
		if err := c.client.POSTV1(endpoint); err != nil {
			return err
		}
	}
	return nil
}

// Source: github.com/nsqio/nsq/internal/auth/authorizations.go:116 (auth server given as host:port unless it already has a scheme)
func authEndpoint(authd string, v url.Values) string {
	var endpoint string
	if strings.Contains(authd, "://") {
		endpoint = authd
	} else {
		endpoint = fmt.Sprintf("http://%s/auth", authd) // lookalike
	}
	return endpoint + "?" + v.Encode()
}

// GetPublisher publishes a message as a GET.
type GetPublisher struct{ client *Client }

// Source: github.com/nsqio/nsq/apps/nsq_to_http/nsq_to_http.go:144 (user-given format whose %s is a query value, filled with the message escaped by url.QueryEscape)
func (p *GetPublisher) Publish(addr string, msg []byte) error {
	endpoint := fmt.Sprintf(addr, url.QueryEscape(string(msg))) // lookalike
	return p.client.GETV1(endpoint)
}

type configFlag struct{ opts []string }

func (f *configFlag) String() string     { return strings.Join(f.opts, ",") }
func (f *configFlag) Set(v string) error { f.opts = append(f.opts, v); return nil }

// Source: github.com/nsqio/nsq/apps/nsq_tail/nsq_tail.go:74 (flag usage text that cites a documentation URL)
func registerFlags(fs *flag.FlagSet, cfg *configFlag) {
	fs.Var(cfg, "consumer-opt", "option to passthrough to nsq.Consumer (may be given multiple times, http://godoc.org/github.com/nsqio/go-nsq#Config)") // lookalike
}
