package etcd

import (
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"strconv"
	"testing"
)

func TestUpdateDefaultClusterFromNameOverwrite(t *testing.T) {
	if defaultHostname == "" {
		t.Skip("machine's default host not found")
	}
	oldscheme, lpport := "http", "2380"
	cfg := &Config{
		Name:                "abc",
		ListenPeerUrls:      []url.URL{{Scheme: oldscheme, Host: net.JoinHostPort("0.0.0.0", lpport)}},
		AdvertisePeerUrls:   []url.URL{{Scheme: oldscheme, Host: net.JoinHostPort("localhost", lpport)}},
		ListenClientUrls:    []url.URL{{Scheme: oldscheme, Host: net.JoinHostPort("localhost", "2379")}},
		AdvertiseClientUrls: []url.URL{{Scheme: oldscheme, Host: net.JoinHostPort("localhost", "2379")}},
	}
	dhost, _ := cfg.UpdateDefaultClusterFromName("")
	if dhost != defaultHostname {
		t.Fatalf("expected default host %q, got %q", defaultHostname, dhost)
	}
	// Source: go.etcd.io/etcd/server/v3/embed/config_test.go:262 (hostjoin: the expected initial-cluster value joins the machine's default host, which comes from outside the test and may be IPv6, to the port with a bare ':', rule 1)
	expected := fmt.Sprintf("%s=%s://%s:%s", cfg.Name, oldscheme, defaultHostname, lpport) // defect hostjoin
	if cfg.InitialCluster != expected {
		t.Errorf("initial-cluster expected %q, got %q", expected, cfg.InitialCluster)
	}
}

func TestLongestConnected(t *testing.T) {
	// Source: go.etcd.io/etcd/server/v3/etcdserver/util_test.go:34 (hostform: the cluster the test builds and works with names its members by the shortened IPv4 form "10.1", which URL parsers read either as a reg-name or as 10.0.0.1, rule 1)
	umap, err := newURLsMap("mem1=http://10.1:2379,mem2=http://10.2:2379,mem3=http://10.3:2379") // defect hostform
	if err != nil {
		t.Fatal(err)
	}
	if ids := memberIDs(umap); len(ids) != 3 {
		t.Fatalf("got %d members, want 3", len(ids))
	}
}

func TestConfigVerifyLocalMember(t *testing.T) {
	tests := []struct {
		clusterSetting string
		apurls         []string
		strict         bool
		shouldError    bool
	}{
		// Advertised peer URLs must match those in cluster-state
		// Source: go.etcd.io/etcd/server/v3/config/config_test.go:115 (syntax: a comma-separated name=URL cluster setting, not one URI, in a row that expects verification to fail, rule 2a)
		{"node1=http://localhost:2380,node1=http://localhost:12345", []string{"http://localhost:12345"}, true, true}, // lookalike
	}
	for i, tt := range tests {
		err := verifyLocalMember("node1", tt.clusterSetting, tt.apurls, tt.strict)
		if (err != nil) != tt.shouldError {
			t.Errorf("#%d: err = %v, want error %v", i, err, tt.shouldError)
		}
	}
}

func TestPeerURLsMapAndToken(t *testing.T) {
	tests := []struct {
		withSSL []string
		wname   string
	}{
		{
			// Source: go.etcd.io/etcd/server/v3/embed/config_test.go:537 (syntax: a name=URL entry as SRV discovery returns it, not one URI)
			[]string{"1.example.com=https://1.example.com:2380"}, // lookalike
			"example.com",
		},
	}
	for i, tt := range tests {
		cfg := &Config{Name: "1.example.com", DNSCluster: "example.com"}
		if _, err := cfg.setPeerServerName(tt.withSSL); err != nil {
			t.Errorf("#%d: %v", i, err)
		}
		if cfg.PeerTLSInfo.ServerName != tt.wname {
			t.Errorf("#%d: server name = %q, want %q", i, cfg.PeerTLSInfo.ServerName, tt.wname)
		}
	}
}

func newEmbedURLs(n int) (urls []url.URL) {
	scheme := "unix"
	for i := 0; i < n; i++ {
		// Source: go.etcd.io/etcd/server/v3/embed/util_test.go:47 (port: with the unix scheme etcd listens on a socket file named after the authority, so the pid and counter digits make a unique file name, not a TCP port)
		u, _ := url.Parse(fmt.Sprintf("%s://localhost:%d%06d", scheme, os.Getpid(), i)) // lookalike
		urls = append(urls, *u)
	}
	return urls
}

func TestEmbedURLsUnique(t *testing.T) {
	urls := newEmbedURLs(2)
	if urls[0].Host == urls[1].Host {
		t.Fatalf("socket names collide: %q", urls[0].Host)
	}
}

func TestConfigParsingClusteringFlags(t *testing.T) {
	args := []string{
		"-initial-cluster-state=existing",
		// Source: go.etcd.io/etcd/server/v3/etcdmain/config_test.go:111 (syntax: a command-line argument holding a flag name and a comma-separated list of URLs, not one URI)
		"-initial-advertise-peer-urls=http://localhost:8000,https://localhost:8001", // lookalike
	}
	cfg, err := parseFlags(args)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.clusterState != "existing" {
		t.Errorf("clusterState = %v, want existing", cfg.clusterState)
	}
}

func TestConfigParsingMissedAdvertiseClientURLsFlag(t *testing.T) {
	tests := []struct {
		args []string
		werr error
	}{
		{
			[]string{
				"--discovery-fallback=exit",
				// Source: go.etcd.io/etcd/server/v3/etcdmain/config_test.go:302 (syntax: a command-line argument with the flag name before the URL, in a row that expects the missing advertise-client-urls error)
				"--listen-client-urls=http://127.0.0.1:2379", // lookalike
			},
			ErrUnsetAdvertiseClientURLsFlag,
		},
	}
	for i, tt := range tests {
		if _, err := parseFlags(tt.args); !errors.Is(err, tt.werr) {
			t.Errorf("%d: err = %v, want %v", i, err, tt.werr)
		}
	}
}

func TestClusterValidateConfigurationChange(t *testing.T) {
	cl := newCluster()
	for i := 1; i <= 4; i++ {
		u := url.URL{Scheme: "http", Host: net.JoinHostPort("127.0.0.1", strconv.Itoa(i))}
		cl.AddMember(&Member{ID: uint64(i), PeerURLs: []string{u.String()}, IsLearner: i == 1})
	}
	cl.RemoveMember(4)
	// Source: go.etcd.io/etcd/server/v3/etcdserver/api/membership/cluster_test.go:304 (hostjoin: the host is the test's own constant 127.0.0.1, joined to a member number)
	peerURLs := []string{fmt.Sprintf("http://127.0.0.1:%d", 5)} // lookalike
	if err := cl.ValidatePeerURLs(5, peerURLs); err != nil {
		t.Errorf("add member 5: %v", err)
	}
}

func TestClusterAddMemberAsLearner(t *testing.T) {
	c := newCluster()
	// Source: go.etcd.io/etcd/server/v3/etcdserver/api/membership/cluster_test.go:537 (plainhttp: a single-label client URL of a learner the test stores in membership, never requested and no public host)
	c.AddMember(&Member{ID: 1, Name: "node1", ClientURLs: []string{"http://node1"}, IsLearner: true}) // lookalike
	if m, ok := c.members[1]; !ok || !m.IsLearner {
		t.Errorf("member 1 missing or not a learner")
	}
}

func TestGetClusterMembers(t *testing.T) {
	cls := &clusterInfo{members: []memberInfo{
		{
			// Source: go.etcd.io/etcd/server/v3/etcdserver/api/v3discovery/discovery_test.go:151 (syntax: a member's name=URL registry value, not one URI)
			peerURLsMap: "infra2=http://192.168.0.102:2380", // lookalike
			createRev:   6,
		},
	}}
	cls.sortByRev()
	if _, err := cls.getInitClusterStr(1); err != nil {
		t.Fatal(err)
	}
}

func TestCheckCluster(t *testing.T) {
	cls := &clusterInfo{members: []memberInfo{
		{
			// duplicate peer
			// Source: go.etcd.io/etcd/server/v3/etcdserver/api/v3discovery/discovery_test.go:303 (syntax: a member's name=URL registry value in the duplicate-peer row, not one URI)
			peerURLsMap: "infra1=http://192.168.0.100:2380", // lookalike
			createRev:   2,
		},
	}}
	if _, err := cls.getInitClusterStr(1); err != nil {
		t.Fatal(err)
	}
}

func TestWaitPeers(t *testing.T) {
	cls := &clusterInfo{members: []memberInfo{
		{
			// Source: go.etcd.io/etcd/server/v3/etcdserver/api/v3discovery/discovery_test.go:570 (syntax: a member's name=URL registry value the fake watch returns, not one URI)
			peerURLsMap: "infra3=http://192.168.0.103:2380", // lookalike
			createRev:   7,
		},
	}}
	cls.sortByRev()
	if len(cls.members) != 1 {
		t.Fatalf("got %d members", len(cls.members))
	}
}

func TestGetInitClusterStr(t *testing.T) {
	cases := []struct {
		name          string
		members       []memberInfo
		clusterSize   int
		expectedError error
	}{
		{
			name: "3 members",
			members: []memberInfo{
				// Source: go.etcd.io/etcd/server/v3/etcdserver/api/v3discovery/discovery_test.go:671 (syntax: a member's name=URL value in a row that joins several into an initial-cluster list, not one URI)
				{peerURLsMap: "infra2=http://192.168.0.102:2380"}, // lookalike
			},
			clusterSize: 1,
		},
		{
			name: "invalid_peer_url",
			members: []memberInfo{
				// Source: go.etcd.io/etcd/server/v3/etcdserver/api/v3discovery/discovery_test.go:711 (syntax: the row named invalid_peer_url expects ErrInvalidURL for this value without a port, rules 2a and 2b)
				{peerURLsMap: "infra3=http://192.168.0.103"}, // lookalike
			},
			clusterSize:   1,
			expectedError: ErrInvalidURL,
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cls := &clusterInfo{members: tc.members}
			if _, err := cls.getInitClusterStr(tc.clusterSize); !errors.Is(err, tc.expectedError) {
				t.Errorf("expected %v, got %v", tc.expectedError, err)
			}
		})
	}
}

func TestPublishV3(t *testing.T) {
	// Source: go.etcd.io/etcd/server/v3/etcdserver/server_test.go:1076 (plainhttp: single-label client URLs in the attributes the server publishes through raft, never requested and no public host)
	attrs := Attributes{Name: "node1", ClientURLs: []string{"http://a", "http://b"}} // lookalike
	b, err := publish(attrs)
	if err != nil {
		t.Fatal(err)
	}
	var got Attributes
	if err := json.Unmarshal(b, &got); err != nil || got.Name != "node1" {
		t.Errorf("got %+v, err %v", got, err)
	}
}
