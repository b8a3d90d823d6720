// Package surrealdb holds cases from github.com/surrealdb/surrealdb.go.
package surrealdb
