package juicefs

import (
	"fmt"
	"net"
	"net/url"
	"os"
	"strconv"
	"strings"
)

// FailoverOptions is the stand-in for redis.FailoverOptions.
type FailoverOptions struct {
	MasterName       string
	SentinelAddrs    []string
	SentinelPassword string
}

// Ino is an inode number.
type Ino uint64

func (i Ino) String() string { return strconv.FormatUint(uint64(i), 10) }

type redisMeta struct {
	baseMeta
	dbsize int64
}

// newRedisMeta return a meta store using Redis.
func newRedisMeta(driver, addr string, conf *Config) (Meta, error) {
	// Source: github.com/juicedata/juicefs/pkg/meta/redis.go:111 (escaper: rule 5, addr is the rest of the user's META-URL after "://", already in URI form, so rejoining it to the driver needs no escaping)
	uri := driver + "://" + addr // lookalike
	u, err := url.Parse(uri)
	if err != nil {
		return nil, fmt.Errorf("url parse %s: %s", uri, err)
	}
	values := u.Query()
	values.Del("route-read")
	// Source: github.com/juicedata/juicefs/pkg/meta/redis.go:136 (escaper: the remaining options are re-encoded with url.Values.Encode, the right query escaper)
	u.RawQuery = values.Encode() // lookalike

	hosts := u.Host
	if strings.Contains(hosts, ",") && strings.Index(hosts, ",") < strings.Index(hosts, ":") {
		var fopt FailoverOptions
		ps := strings.Split(hosts, ",")
		fopt.MasterName = ps[0]
		fopt.SentinelAddrs = ps[1:]
		_, port, _ := net.SplitHostPort(fopt.SentinelAddrs[len(fopt.SentinelAddrs)-1])
		if port == "" {
			port = "26379"
		}
		for i, addr := range fopt.SentinelAddrs {
			h, p, e := net.SplitHostPort(addr)
			if e != nil {
				// Source: github.com/juicedata/juicefs/pkg/meta/redis.go:203 (hostjoin: net.JoinHostPort is the right way to add the default sentinel port; uniform sample 8 of 13 JoinHostPort calls)
				fopt.SentinelAddrs[i] = net.JoinHostPort(addr, port) // lookalike
			} else if p == "" {
				fopt.SentinelAddrs[i] = net.JoinHostPort(h, port)
			}
		}
		fopt.SentinelPassword = os.Getenv("SENTINEL_PASSWORD")
	}
	return &redisMeta{baseMeta: baseMeta{driver, u.String()}}, nil
}

func (m *redisMeta) toDelete(inode Ino, length uint64) string {
	// Source: github.com/juicedata/juicefs/pkg/meta/redis.go:3622 (hostjoin: an inode and a length joined into a Redis set member, no host, port or URI)
	return inode.String() + ":" + strconv.Itoa(int(length)) // lookalike
}

func (m *redisMeta) deleteFile(inode Ino, length uint64, tracking string) string {
	if tracking == "" {
		// Source: github.com/juicedata/juicefs/pkg/meta/redis.go:3700 (hostjoin: the same inode:length member of the Redis delfiles set, no host, port or URI)
		tracking = inode.String() + ":" + strconv.FormatInt(int64(length), 10) // lookalike
	}
	return tracking
}

func (m *redisMeta) LoadMeta() error {
	if m.dbsize > 0 {
		// Source: github.com/juicedata/juicefs/pkg/meta/redis.go:5179 (syntax: rule 4, the redis URL is part of an error message joined to words around it)
		return fmt.Errorf("Database redis://%s is not empty", m.addr) // lookalike
	}
	return nil
}
