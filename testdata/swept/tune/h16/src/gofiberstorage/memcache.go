package gofiberstorage

import (
	"strings"

	mc "github.com/bradfitz/gomemcache/memcache"
)

// MemcacheConfig defines the config for the memcache storage.
type MemcacheConfig struct {
	// Server list divided by ,
	// i.e. server1:11211, server2:11212
	Servers string
	Reset   bool
}

// NewMemcache creates a memcache client.
func NewMemcache(cfg MemcacheConfig) *mc.Client {
	serverList := strings.Split(strings.TrimSpace(cfg.Servers), ",")
	return mc.New(serverList...)
}
