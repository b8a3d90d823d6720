// Package qdrant holds a case from github.com/qdrant/go-client: the test
// containers its integration tests start.
package qdrant
