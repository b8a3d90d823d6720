package juicefs

import (
	"fmt"
	"net"
	"net/url"
	"strings"
	"time"

	etcd "go.etcd.io/etcd/client/v3"
)

type etcdClient struct {
	client *etcd.Client
}

func newEtcdClient(addr string) (*etcdClient, error) {
	if !strings.Contains(addr, "://") {
		// Source: github.com/juicedata/juicefs/pkg/meta/tkv_etcd.go:316 (plainhttp: the http scheme is only added so url.Parse can split hosts and userinfo; the URL is never requested and its hosts are the user's etcd nodes, not a public host)
		addr = "http://" + addr // lookalike
	}
	u, err := url.Parse(addr)
	if err != nil {
		return nil, fmt.Errorf("parse %s: %s", addr, err)
	}
	passwd, _ := u.User.Password()
	hosts := strings.Split(u.Host, ",")
	for i, h := range hosts {
		h, _, err := net.SplitHostPort(h)
		if err != nil {
			// Source: github.com/juicedata/juicefs/pkg/meta/tkv_etcd.go:327 (sink: the shadowing h is "" whenever SplitHostPort fails, so an endpoint given without port becomes ":2379" with an empty host and the client dials localhost)
			hosts[i] = net.JoinHostPort(h, "2379") // defect sink
		}
	}
	conf := etcd.Config{
		Endpoints:        hosts,
		Username:         u.User.Username(),
		Password:         passwd,
		AutoSyncInterval: time.Minute,
	}
	c, err := etcd.New(conf)
	if err != nil {
		return nil, err
	}
	return &etcdClient{client: c}, nil
}
