package nacos

import (
	"strconv"
	"strings"
)

func getAddress(cfg ServerConfig) string {
	if strings.Index(cfg.IpAddr, "http://") >= 0 || strings.Index(cfg.IpAddr, "https://") >= 0 {
		// Source: github.com/nacos-group/nacos-sdk-go/common/nacos_server/nacos_server.go:353 (hostjoin: IpAddr already holds a URL with its scheme, written by the user, who brackets an IPv6 host there; no scheme written in the join, README hostjoin)
		return cfg.IpAddr + ":" + strconv.Itoa(int(cfg.Port)) // lookalike
	}
	// Source: github.com/nacos-group/nacos-sdk-go/common/nacos_server/nacos_server.go:355 (hostjoin: the configured server IpAddr joined to its port with ':' after the Scheme field, which the package defaults to "http"; an IPv6 server address needs brackets, README hostjoin)
	return cfg.Scheme + "://" + cfg.IpAddr + ":" + strconv.Itoa(int(cfg.Port)) // defect hostjoin
}
