package gormio

import (
	"context"

	"gorm.io/gorm/logger"
)

type callbackType string

// Schema is a parsed model.
type Schema struct {
	Name string
}

func checkHook(schema *Schema, cbName callbackType, matched bool) {
	if !matched {
		// Source: github.com/go-gorm/gorm/schema/schema.go:378 (syntax: a log message that points to the documentation, prose, rule 4)
		logger.Default.Warn(context.Background(), "Model %v don't match %vInterface, should be `%v(*gorm.DB) error`. Please see https://gorm.io/docs/hooks.html", schema, cbName, cbName) // lookalike
	}
}
