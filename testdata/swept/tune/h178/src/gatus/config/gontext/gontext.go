// Package gontext is a stand-in for github.com/TwiN/gatus/v5/config/gontext.
package gontext

import (
	"errors"
	"strings"
)

// Gontext holds the values shared between the endpoints of a suite.
type Gontext struct {
	values map[string]interface{}
}

// New creates a Gontext from initial values.
func New(initial map[string]interface{}) *Gontext {
	if initial == nil {
		initial = make(map[string]interface{})
	}
	return &Gontext{values: initial}
}

// Get returns the value at a dotted path.
func (g *Gontext) Get(path string) (interface{}, error) {
	var current interface{} = g.values
	for _, part := range strings.Split(path, ".") {
		m, ok := current.(map[string]interface{})
		if !ok {
			return nil, errors.New("path not found")
		}
		if current, ok = m[part]; !ok {
			return nil, errors.New("path not found")
		}
	}
	return current, nil
}
