package activity

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// Rewritten from github.com/go-fed/activity/streams/gen_json_resolver.go.

// JSONResolver resolves a JSON-deserialized map into its ActivityStreams type.
type JSONResolver struct {
	callbacks []interface{}
}

// NewJSONResolver creates a new Resolver that takes a JSON-deserialized
// generic map and determines the correct concrete Go type.
func NewJSONResolver(callbacks ...interface{}) (*JSONResolver, error) {
	return &JSONResolver{callbacks: callbacks}, nil
}

// toAliasMap converts a JSONLD context into a map of vocabulary name to alias.
func toAliasMap(i interface{}) (m map[string]string) {
	m = make(map[string]string)
	toHttpHttpsFn := func(s string) (ok bool, http, https string) {
		// Source: github.com/go-fed/activity/streams/gen_json_resolver.go:171 (sink: a bare scheme prefix only tested with strings.HasPrefix on a @context entry, a value only compared is no URI use)
		if strings.HasPrefix(s, "http://") { // lookalike
			ok = true
			http = s
			https = "https" + strings.TrimPrefix(s, "http")
			// Source: github.com/go-fed/activity/streams/gen_json_resolver.go:175 (sink: the https prefix only tested with strings.HasPrefix, no URI use)
		} else if strings.HasPrefix(s, "https://") { // lookalike
			ok = true
			https = s
			http = "http" + strings.TrimPrefix(s, "https")
		}
		return
	}
	switch v := i.(type) {
	case string:
		// Single entry, no alias.
		if ok, http, https := toHttpHttpsFn(v); ok {
			m[http] = ""
			m[https] = ""
		} else {
			m[v] = ""
		}
	case []interface{}:
		for _, elem := range v {
			for k, val := range toAliasMap(elem) {
				m[k] = val
			}
		}
	case map[string]interface{}:
		for k, val := range v {
			if conc, ok := val.(string); ok {
				m[k] = conc
			}
		}
	}
	return
}

// Resolve determines the ActivityStreams type of the payload.
func (this JSONResolver) Resolve(ctx context.Context, m map[string]interface{}) error {
	typeValue, ok := m["type"]
	if !ok {
		return fmt.Errorf("cannot determine ActivityStreams type: 'type' property is missing")
	}
	rawContext, ok := m["@context"]
	if !ok {
		return fmt.Errorf("cannot determine ActivityStreams type: '@context' is missing")
	}
	aliasMap := toAliasMap(rawContext)
	handleFn := func(typeString string) error {
		ActivityStreamsAlias := aliasMap["https://www.w3.org/ns/activitystreams"]
		if len(ActivityStreamsAlias) > 0 {
			ActivityStreamsAlias += ":"
		}
		TootAlias, ok := aliasMap["https://joinmastodon.org/ns"]
		if !ok {
			// Source: github.com/go-fed/activity/streams/gen_json_resolver.go:248 (plainhttp: the http spelling of the Mastodon vocabulary IRI used only as a map key to find its alias in @context, compared and never fetched)
			TootAlias = aliasMap["http://joinmastodon.org/ns"] // lookalike
		}
		if len(TootAlias) > 0 {
			TootAlias += ":"
		}
		if typeString == TootAlias+"Emoji" {
			return nil
		}
		name := strings.TrimPrefix(typeString, ActivityStreamsAlias)
		if _, known := knownTypes[name]; known {
			return nil
		}
		return errors.New("unhandled type " + typeString)
	}
	switch tv := typeValue.(type) {
	case string:
		return handleFn(tv)
	case []interface{}:
		for _, e := range tv {
			if s, ok := e.(string); ok {
				if err := handleFn(s); err == nil {
					return nil
				}
			}
		}
	}
	return errors.New("unhandled type")
}

// knownTypes lists the ActivityStreams type names the resolver handles.
var knownTypes = map[string]bool{
	"CollectionPage": true, "Remove": true, "Document": true, "Offer": true,
	"OrderedCollection": true, "OrderedCollectionPage": true, "Note": true,
	"Relationship": true, "Object": true, "Update": true, "Person": true,
}
