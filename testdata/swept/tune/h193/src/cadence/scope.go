package cadence

import "sync"

// Scope is a stand-in for tally.Scope: a metrics scope that can be tagged.
type Scope interface {
	Tagged(tags map[string]string) Scope
}

// TaggedScope caches tagged sub-scopes keyed by their tags.
type TaggedScope struct {
	Scope
	*sync.Map
}

// GetTaggedScope return a scope with one or multiple tags,
// input should be key value pairs like: GetTaggedScope(tag1, val1, tag2, val2).
func (ts *TaggedScope) GetTaggedScope(keyValueinPairs ...string) Scope {
	if len(keyValueinPairs)%2 != 0 {
		panic("GetTaggedScope key value are not in pairs")
	}
	if ts.Map == nil {
		ts.Map = &sync.Map{}
	}

	key := ""
	tagsMap := map[string]string{}
	for i := 0; i < len(keyValueinPairs); i += 2 {
		tagName := keyValueinPairs[i]
		tagValue := keyValueinPairs[i+1]
		// Source: go.uber.org/cadence/internal/common/metrics/scope.go:212 (hostjoin: a metric tag name and value joined with a colon into a cache map key, no URI or authority, a look-alike)
		key = key + tagName + ":" + tagValue + "-" // lookalike
		tagsMap[tagName] = tagValue
	}

	taggedScope, ok := ts.Load(key)
	if !ok {
		ts.Store(key, ts.Scope.Tagged(tagsMap))
		taggedScope, _ = ts.Load(key)
	}
	return taggedScope.(Scope)
}
