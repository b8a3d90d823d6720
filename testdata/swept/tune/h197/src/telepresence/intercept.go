package telepresence

import (
	"context"
	"fmt"
	"net"
	"sync"
)

type goroutineNameKey struct{}

// WithGoroutineName stands in for dgroup.WithGoroutineName, which names the goroutine in logs.
func WithGoroutineName(ctx context.Context, name string) context.Context {
	return context.WithValue(ctx, goroutineNameKey{}, name)
}

// IsIpV6Addr returns true if the given string is an IPv6 address.
func IsIpV6Addr(ipAddStr string) bool {
	ip := net.ParseIP(ipAddStr)
	return ip != nil && ip.To4() == nil
}

type intercept struct {
	PodIp      string
	LocalPorts []string
}

// startForwards starts port forwards and mounts for the given podInterceptKey.
func (ic *intercept) startForwards(ctx context.Context, wg *sync.WaitGroup) {
	for _, port := range ic.LocalPorts {
		var pfCtx context.Context
		if IsIpV6Addr(ic.PodIp) {
			// Source: github.com/telepresenceio/telepresence/v2/pkg/client/userd/trafficmgr/intercept.go:152 (hostjoin: a goroutine name, and the IPv6 pod IP is bracketed by hand on this branch; fine by the hostjoin check; fine by the hostjoin check)
			pfCtx = WithGoroutineName(ctx, fmt.Sprintf("/[%s]:%s", ic.PodIp, port)) // lookalike
		} else {
			// Source: github.com/telepresenceio/telepresence/v2/pkg/client/userd/trafficmgr/intercept.go:154 (hostjoin: a goroutine name, used only when the pod IP is not IPv6, so the hand join is safe; fine by the hostjoin check; fine by the hostjoin check)
			pfCtx = WithGoroutineName(ctx, fmt.Sprintf("/%s:%s", ic.PodIp, port)) // lookalike
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-pfCtx.Done()
		}()
	}
}
