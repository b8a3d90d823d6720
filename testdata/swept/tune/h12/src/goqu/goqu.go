// Package goqu holds cases swept from github.com/doug-martin/goqu.
package goqu
