package juicefs

import (
	"fmt"
	"net"
	"net/url"
	"strings"
	"time"

	etcd "go.etcd.io/etcd/client/v3"
)

type etcdStore struct {
	DefaultObjectStorage
	client *etcd.Client
	addr   string
}

func (c *etcdStore) String() string {
	// Source: github.com/juicedata/juicefs/pkg/object/etcd.go:46 (syntax: the etcd address list in a display string only logged and compared; uniform sample 8 of 32 String() templates)
	return fmt.Sprintf("etcd://%s/", c.addr) // lookalike
}

func newEtcd(addr, user, passwd, token string) (ObjectStorage, error) {
	// Source: github.com/juicedata/juicefs/pkg/object/etcd.go:169 (sink: the bare scheme is only compared with HasPrefix, no URI use; uniform sample 8 of 17 scheme-prefix comparisons)
	if !strings.HasPrefix(addr, "etcd://") { // lookalike
		// Source: github.com/juicedata/juicefs/pkg/object/etcd.go:170 (escaper: rule 5, the scheme is put back on the user's address list, already in URI form, only to parse it)
		addr = "etcd://" + addr // lookalike
	}
	u, err := url.Parse(addr)
	if err != nil {
		return nil, fmt.Errorf("parse %s: %s", addr, err)
	}
	hosts := strings.Split(u.Host, ",")
	for i, h := range hosts {
		h, _, err := net.SplitHostPort(h)
		if err != nil {
			// Source: github.com/juicedata/juicefs/pkg/object/etcd.go:180 (sink: the shadowing h is "" whenever SplitHostPort fails, so a host given without port becomes the endpoint ":2379" with an empty host)
			hosts[i] = net.JoinHostPort(h, "2379") // defect sink
		}
	}
	conf := etcd.Config{
		Endpoints:        hosts,
		Username:         user,
		Password:         passwd,
		AutoSyncInterval: time.Minute,
	}
	c, err := etcd.New(conf)
	if err != nil {
		return nil, err
	}
	return &etcdStore{client: c, addr: u.Host}, nil
}

func init() {
	objectRegister("etcd", newEtcd)
}
