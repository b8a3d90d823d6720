// Package tokens holds a rewritten excerpt of scorecard's token accessor.
package tokens

import (
	"net/rpc"
	"os"
)

// githubAuthServer is the RPC URL for the token server.
const githubAuthServer = "GITHUB_AUTH_SERVER"

// TokenAccessor defines a retrieve-once token source.
type TokenAccessor interface {
	Next() (uint64, string)
}

type rpcAccessor struct {
	client *rpc.Client
}

func (a *rpcAccessor) Next() (uint64, string) { return 0, "" }

func makeRPCAccessor(serverURL string) TokenAccessor {
	// The server address is host:port, dialed over TCP.
	client, err := rpc.DialHTTP("tcp", serverURL)
	if err != nil {
		return nil
	}
	return &rpcAccessor{client: client}
}

// MakeTokenAccessor returns an RPC accessor when GITHUB_AUTH_SERVER is set.
func MakeTokenAccessor() TokenAccessor {
	if value, exists := os.LookupEnv(githubAuthServer); exists && value != "" {
		return makeRPCAccessor(value)
	}
	return nil
}
