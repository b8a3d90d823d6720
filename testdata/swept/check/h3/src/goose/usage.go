// Package goose holds cases rewritten from github.com/pressly/goose.
package goose

import (
	"flag"
	"fmt"
	"os"
)

const usagePrefix = "Usage: migrator DRIVER DBSTRING [OPTIONS] COMMAND\n\nExamples:\n"

// Source: github.com/pressly/goose/v3/cmd/goose/main.go:259 (usage text whose example DB string holds the word placeholder user:password)
const usageExample = "    migrator postgres \"postgres://user:password@db.example.com:5432/app?sslmode=disable\" status\n" // lookalike

// Usage prints the command's usage.
func Usage() {
	fmt.Fprint(os.Stderr, usagePrefix+usageExample)
	flag.PrintDefaults()
}
