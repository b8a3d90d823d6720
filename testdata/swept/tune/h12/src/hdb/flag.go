// Package hdb holds cases swept from github.com/SAP/go-hdb.
package hdb

import (
	"flag"
	"fmt"
	"os"
)

const (
	fnDSN  = "dsn"
	envDSN = "GOHDBDSN"
)

var dsn string

func getStringEnv(key, defValue string) string {
	if v, ok := os.LookupEnv(key); ok {
		return v
	}
	return defValue
}

func init() {
	// Source: github.com/SAP/go-hdb/cmd/bulkbench/flag.go:48 (credentials: a password in the default DSN of the benchmark's flag, which the program connects with when neither flag nor environment is set)
	flag.StringVar(&dsn, fnDSN, getStringEnv(envDSN, "hdb://MyUser:MyPassword@localhost:39013"), fmt.Sprintf("DSN (environment variable: %s)", envDSN)) // defect credentials
}
