// Package lnd holds cases rewritten from github.com/lightningnetwork/lnd.
package lnd

import (
	"fmt"
	"net"
	"strconv"
)

// Source: github.com/lightningnetwork/lnd/lntest/node/harness_node.go:43 (credentials: non-test harness code hard-codes the password "postgres" in the userinfo of the postgres connection URI it hands to lnd, and it is no mask or placeholder)
const postgresDsn = "postgres://postgres:postgres@localhost:6432/%s?sslmode=disable" // defect credentials

// PostgresDatabaseDsn returns the DSN of the named test database.
func PostgresDatabaseDsn(dbName string) string {
	return fmt.Sprintf(postgresDsn, dbName)
}

// FeeService serves fee estimates to test nodes.
type FeeService struct {
	url string
}

// NewFeeService sets up the fee service URL on a free port.
func NewFeeService(port int) *FeeService {
	return &FeeService{
		// Source: github.com/lightningnetwork/lnd/lntest/fee_service.go:78 (hostjoin: the host joined with the port is the constant localhost, which is no IPv6 literal)
		url: fmt.Sprintf("http://localhost:%v/fee-estimates.json", port), // lookalike
	}
}

// URL returns the fee estimate URL.
func (f *FeeService) URL() string { return f.url }

// ZmqBlockAddr returns the ZMQ block publisher address for bitcoind.
func ZmqBlockAddr(blockPort int) string {
	// Source: github.com/lightningnetwork/lnd/lntest/bitcoind_common.go:113 (hostjoin: the host is the constant 127.0.0.1, no IPv6 literal)
	zmqBlockAddr := fmt.Sprintf("tcp://127.0.0.1:%d", blockPort) // lookalike
	return zmqBlockAddr
}

// NodeConfig is the configuration of a harness node.
type NodeConfig struct {
	RESTPort int
}

// RESTAddr returns the node's REST listen address as host:port.
func (c *NodeConfig) RESTAddr() string {
	return net.JoinHostPort("localhost", strconv.Itoa(c.RESTPort))
}

// NodeArgs returns the command-line arguments of the node.
func NodeArgs(cfg *NodeConfig) []string {
	return []string{
		fmt.Sprintf("--restlisten=%v", cfg.RESTAddr()),
		// Source: github.com/lightningnetwork/lnd/lntest/node/config.go:210 (syntax: a command-line flag whose value is an origin built from RESTAddr, which already is host:port; the flag name before the scheme is not part of a URI)
		fmt.Sprintf("--restcors=https://%v", cfg.RESTAddr()), // lookalike
	}
}
