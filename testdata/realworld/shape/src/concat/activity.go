package concat

import (
	"encoding/json"
	"fmt"
	"os"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
)

type activity struct {
	Context   string    `json:"@context"`
	ID        string    `json:"id"`
	Type      string    `json:"type"`
	Actor     string    `json:"actor"`
	To        []string  `json:"to"`
	Published time.Time `json:"published"`
}

// Source: github.com/AdrieneTZ/je-suis-ici-activitypub/internal/activitypub/server.go
// The id of an Accept activity sent to a follower's inbox as JSON.
func acceptFollow(serverHost, follower, actor, uuid string) ([]byte, error) {
	accept := &activity{
		Context:   "https://www.w3.org/ns/activitystreams",
		ID:        fmt.Sprintf("https//%s/activities/%s", serverHost, uuid), // defect sink
		Type:      "Accept",
		Actor:     actor,
		To:        []string{follower},
		Published: time.Now(),
	}
	return json.Marshal(accept)
}

// Source: github.com/openshift/cluster-etcd-operator/pkg/operator/clustermembercontroller/clustermembercontroller.go
// The peers of the cluster become the endpoints of an etcd client.
func etcdClient(peers []string) (*clientv3.Client, error) {
	endpoints := make([]string, len(peers))
	for i := range peers {
		endpoints[i] = fmt.Sprintf("https//%s:%d", peers[i], 2379) // defect sink
	}
	return clientv3.New(clientv3.Config{Endpoints: endpoints, DialTimeout: 5 * time.Second})
}

type caConfig struct {
	EnabledTLS bool
	CAName     string
	CAPort     int
	Dir        string
}

// Source: github.com/jianlu8023/gm-fabric-deployment/pkg/control/fabricca/config.go
// The CA's URL goes into a generated SDK config file; with TLS on, the
// scheme is written twice, and either way the host is joined to the port
// with ':'.
func writeSDKConfig(c caConfig) error {
	var url string
	if c.EnabledTLS {
		url = fmt.Sprintf("https://https://%s:%d", c.CAName, c.CAPort) // defect sink
	} else {
		url = fmt.Sprintf("http://%s:%d", c.CAName, c.CAPort) // defect hostjoin
	}
	m := map[string]any{
		"certificateAuthorities": map[string]any{
			c.CAName: map[string]any{"url": url, "caName": c.CAName},
		},
	}
	f, err := os.Create(c.Dir + "/config.json")
	if err != nil {
		return err
	}
	defer f.Close()
	return json.NewEncoder(f).Encode(m)
}
