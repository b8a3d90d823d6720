package ydb

import (
	"fmt"
	"math"
	"math/rand"
	"strconv"
)

type sessionIDHolder struct {
	serviceID uint32
	nodeID    uint32
	hash      string
}

type sessionIDOption func(h *sessionIDHolder)

// SessionID makes a session ID for tests, in the server's format.
func SessionID(opts ...sessionIDOption) string {
	h := &sessionIDHolder{
		serviceID: uint32(rand.Int63n(math.MaxUint32)),
		nodeID:    uint32(rand.Int63n(math.MaxUint32)),
		hash:      strconv.FormatInt(rand.Int63n(math.MaxInt64), 16),
	}
	for _, opt := range opts {
		if opt != nil {
			opt(h)
		}
	}

	// Source: github.com/ydb-platform/ydb-go-sdk/v3/testutil/session.go:44 (syntax: a session identifier in the server's "ydb://session/…" format, an opaque ID, not a URI any client reads)
	return fmt.Sprintf("ydb://session/%d?node_id=%d&id=%s==", h.serviceID, h.nodeID, h.hash) // lookalike
}
