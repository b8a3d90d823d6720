// Package etcd holds cases rewritten from go.etcd.io/etcd/server/v3.
package etcd

import (
	"encoding/json"
	"errors"
	"flag"
	"net/url"
	"sort"
	"strings"
)

// Member is a cluster member.
type Member struct {
	ID         uint64
	Name       string
	PeerURLs   []string
	ClientURLs []string
	IsLearner  bool
}

// RaftCluster is the membership of the cluster.
type RaftCluster struct {
	members map[uint64]*Member
}

func newCluster() *RaftCluster { return &RaftCluster{members: make(map[uint64]*Member)} }

// AddMember adds a member.
func (c *RaftCluster) AddMember(m *Member) { c.members[m.ID] = m }

// RemoveMember removes a member.
func (c *RaftCluster) RemoveMember(id uint64) { delete(c.members, id) }

// ValidatePeerURLs rejects peer URLs another member already uses.
func (c *RaftCluster) ValidatePeerURLs(id uint64, urls []string) error {
	if _, err := newURLs(urls); err != nil {
		return err
	}
	for mid, m := range c.members {
		if mid == id {
			continue
		}
		for _, u := range m.PeerURLs {
			for _, v := range urls {
				if u == v {
					return errDuplicateID
				}
			}
		}
	}
	return nil
}

// Attributes are the published attributes of the local member.
type Attributes struct {
	Name       string   `json:"name,omitempty"`
	ClientURLs []string `json:"clientURLs,omitempty"`
}

// publish encodes the attributes for a raft proposal.
func publish(a Attributes) ([]byte, error) { return json.Marshal(a) }

// memberIDs returns the sorted member names of a cluster setting.
func memberIDs(umap map[string][]url.URL) []string {
	var ids []string
	for name := range umap {
		ids = append(ids, name)
	}
	sort.Strings(ids)
	return ids
}

type memberInfo struct {
	peerURLsMap string
	createRev   int64
}

type clusterInfo struct {
	members []memberInfo
}

func (cls *clusterInfo) sortByRev() {
	sort.Slice(cls.members, func(i, j int) bool { return cls.members[i].createRev < cls.members[j].createRev })
}

func (cls *clusterInfo) getInitClusterStr(clusterSize int) (string, error) {
	var peerURLs []string
	for _, m := range cls.members {
		peerURLs = append(peerURLs, m.peerURLsMap)
	}
	if len(peerURLs) > clusterSize {
		peerURLs = peerURLs[:clusterSize]
	}
	us := strings.Join(peerURLs, ",")
	if _, err := newURLsMap(us); err != nil {
		return us, ErrInvalidURL
	}
	return us, nil
}

// registerSelf stores the member's name=URL value under its registry key.
func registerSelf(kv map[string]string, key, value string) error {
	if _, err := newURLsMap(value); err != nil {
		return err
	}
	kv[key] = value
	return nil
}

// ErrUnsetAdvertiseClientURLsFlag is returned when listen-client-urls is set without advertise-client-urls.
var ErrUnsetAdvertiseClientURLsFlag = errors.New("advertise-client-urls is required when listen-client-urls is set explicitly")

type flagConfig struct {
	clusterState      string
	discoveryFallback string
	advertisePeer     string
	advertiseClient   string
	listenClient      string
}

// parseFlags parses the clustering flags of an etcd member.
func parseFlags(args []string) (*flagConfig, error) {
	var c flagConfig
	fs := flag.NewFlagSet("etcd", flag.ContinueOnError)
	fs.StringVar(&c.clusterState, "initial-cluster-state", "new", "initial cluster state")
	fs.StringVar(&c.discoveryFallback, "discovery-fallback", "proxy", "discovery fallback")
	fs.StringVar(&c.advertisePeer, "initial-advertise-peer-urls", "", "advertised peer URLs")
	fs.StringVar(&c.advertiseClient, "advertise-client-urls", "", "advertised client URLs")
	fs.StringVar(&c.listenClient, "listen-client-urls", "", "client listen URLs")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	for _, v := range []string{c.advertisePeer, c.advertiseClient, c.listenClient} {
		if v == "" {
			continue
		}
		if _, err := newURLs(strings.Split(v, ",")); err != nil {
			return nil, err
		}
	}
	if c.listenClient != "" && c.advertiseClient == "" {
		return nil, ErrUnsetAdvertiseClientURLsFlag
	}
	return &c, nil
}

var errPeerURLsMismatch = errors.New("advertised peer URLs do not match the initial cluster")

// verifyLocalMember checks that the member is in the cluster setting and,
// when strict, that its advertised peer URLs match the setting.
func verifyLocalMember(name, clusterSetting string, apurls []string, strict bool) error {
	umap, err := newURLsMap(clusterSetting)
	if err != nil {
		return err
	}
	urls, ok := umap[name]
	if !ok {
		return errors.New("member not in the initial cluster")
	}
	if !strict {
		return nil
	}
	if len(urls) != len(apurls) {
		return errPeerURLsMismatch
	}
	have := make(map[string]bool)
	for _, u := range urls {
		have[u.String()] = true
	}
	for _, a := range apurls {
		if !have[a] {
			return errPeerURLsMismatch
		}
	}
	return nil
}
