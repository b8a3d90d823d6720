// Package gorm holds cases from gorm.io/gorm.
package gorm

import "log"

func warnHook(model, hook string) {
	// Source: gorm.io/gorm/schema/schema.go:378 (warning that points to the hooks documentation)
	log.Printf("Model %v doesn't match %vInterface, should be `%v(*DB) error`. Please see https://orm.example.com/docs/hooks.html", model, hook, hook) // lookalike
}
