package activity

import (
	"fmt"
	"strings"
)

// Rewritten from the generated code under
// github.com/go-fed/activity/streams/impl: every type and property joins its
// JSON-LD vocabulary alias (such as "as") and its term into a compact IRI
// ("as:Note") used as a JSON key or "type" value.

// ActivityStreamsCollectionPage is the CollectionPage type.
type ActivityStreamsCollectionPage struct {
	alias   string
	unknown map[string]interface{}
}

// DeserializeCollectionPage creates a CollectionPage from a map representation
// that has been unmarshalled from a text or binary format.
func DeserializeCollectionPage(m map[string]interface{}, aliasMap map[string]string) (*ActivityStreamsCollectionPage, error) {
	alias := ""
	aliasPrefix := ""
	if a, ok := aliasMap["https://www.w3.org/ns/activitystreams"]; ok {
		alias = a
		// Source: github.com/go-fed/activity/streams/impl/activitystreams/type_collectionpage/gen_type_activitystreams_collectionpage.go:126 (hostjoin: a JSON-LD alias and a colon form a compact-IRI prefix trimmed from the type name, no host or port; uniform sample 1 of 3 from 62 identical generated lines)
		aliasPrefix = a + ":" // lookalike
	}
	this := &ActivityStreamsCollectionPage{alias: alias, unknown: make(map[string]interface{})}
	if typeValue, ok := m["type"]; !ok {
		return nil, fmt.Errorf("no \"type\" property in map")
	} else if typeString, ok := typeValue.(string); ok {
		typeName := strings.TrimPrefix(typeString, aliasPrefix)
		if typeName != "CollectionPage" {
			return nil, fmt.Errorf("\"type\" property is not of %q type: %s", "CollectionPage", typeName)
		}
	}
	return this, nil
}

// Serialize converts this into an interface representation suitable for
// marshalling into a text or binary format.
func (this ActivityStreamsCollectionPage) Serialize() (map[string]interface{}, error) {
	m := make(map[string]interface{})
	typeName := "CollectionPage"
	if len(this.alias) > 0 {
		// Source: github.com/go-fed/activity/streams/impl/activitystreams/type_collectionpage/gen_type_activitystreams_collectionpage.go:1503 (hostjoin: the vocabulary alias and the type term joined by a colon into a compact IRI for the "type" value, no host and port; uniform sample 1 of 3 from 62 identical generated lines)
		typeName = this.alias + ":" + "CollectionPage" // lookalike
	}
	m["type"] = typeName
	return m, nil
}

// ActivityStreamsObject is the Object type.
type ActivityStreamsObject struct {
	alias   string
	unknown map[string]interface{}
}

// DeserializeObject creates a Object from a map representation that has been
// unmarshalled from a text or binary format.
func DeserializeObject(m map[string]interface{}, aliasMap map[string]string) (*ActivityStreamsObject, error) {
	alias := ""
	aliasPrefix := ""
	if a, ok := aliasMap["https://www.w3.org/ns/activitystreams"]; ok {
		alias = a
		// Source: github.com/go-fed/activity/streams/impl/activitystreams/type_object/gen_type_activitystreams_object.go:78 (hostjoin: alias plus colon is the compact-IRI prefix of a JSON-LD term, no host and port are joined; uniform sample 2 of 3 from 62)
		aliasPrefix = a + ":" // lookalike
	}
	this := &ActivityStreamsObject{alias: alias, unknown: make(map[string]interface{})}
	if typeValue, ok := m["type"]; !ok {
		return nil, fmt.Errorf("no \"type\" property in map")
	} else if typeString, ok := typeValue.(string); ok {
		typeName := strings.TrimPrefix(typeString, aliasPrefix)
		if typeName != "Object" {
			return nil, fmt.Errorf("\"type\" property is not of %q type: %s", "Object", typeName)
		}
	}
	return this, nil
}

// Serialize converts this into an interface representation suitable for
// marshalling into a text or binary format.
func (this ActivityStreamsObject) Serialize() (map[string]interface{}, error) {
	m := make(map[string]interface{})
	typeName := "Object"
	if len(this.alias) > 0 {
		// Source: github.com/go-fed/activity/streams/impl/activitystreams/type_object/gen_type_activitystreams_object.go:1256 (hostjoin: compact IRI alias:Object for the "type" value, a JSON-LD name and no host:port authority; uniform sample 2 of 3 from 62)
		typeName = this.alias + ":" + "Object" // lookalike
	}
	m["type"] = typeName
	return m, nil
}

// ActivityStreamsUpdate is the Update type.
type ActivityStreamsUpdate struct {
	alias   string
	unknown map[string]interface{}
}

// DeserializeUpdate creates a Update from a map representation that has been
// unmarshalled from a text or binary format.
func DeserializeUpdate(m map[string]interface{}, aliasMap map[string]string) (*ActivityStreamsUpdate, error) {
	alias := ""
	aliasPrefix := ""
	if a, ok := aliasMap["https://www.w3.org/ns/activitystreams"]; ok {
		alias = a
		// Source: github.com/go-fed/activity/streams/impl/activitystreams/type_update/gen_type_activitystreams_update.go:92 (hostjoin: compact-IRI prefix built from the vocabulary alias, trimmed from the type string, no host or port; uniform sample 3 of 3 from 62)
		aliasPrefix = a + ":" // lookalike
	}
	this := &ActivityStreamsUpdate{alias: alias, unknown: make(map[string]interface{})}
	if typeValue, ok := m["type"]; !ok {
		return nil, fmt.Errorf("no \"type\" property in map")
	} else if typeString, ok := typeValue.(string); ok {
		typeName := strings.TrimPrefix(typeString, aliasPrefix)
		if typeName != "Update" {
			return nil, fmt.Errorf("\"type\" property is not of %q type: %s", "Update", typeName)
		}
	}
	return this, nil
}

// Serialize converts this into an interface representation suitable for
// marshalling into a text or binary format.
func (this ActivityStreamsUpdate) Serialize() (map[string]interface{}, error) {
	m := make(map[string]interface{})
	typeName := "Update"
	if len(this.alias) > 0 {
		// Source: github.com/go-fed/activity/streams/impl/activitystreams/type_update/gen_type_activitystreams_update.go:1405 (hostjoin: compact IRI alias:Update for the "type" value, no host and port; uniform sample 3 of 3 from 62)
		typeName = this.alias + ":" + "Update" // lookalike
	}
	m["type"] = typeName
	return m, nil
}

// ActivityStreamsCurrentProperty is the functional property "current".
type ActivityStreamsCurrentProperty struct{ alias string }

// Name returns the name of this property: "current".
func (this ActivityStreamsCurrentProperty) Name() string {
	if len(this.alias) > 0 {
		// Source: github.com/go-fed/activity/streams/impl/activitystreams/property_current/gen_property_activitystreams_current.go:279 (hostjoin: the property's JSON key as a compact IRI alias:current, a JSON-LD term and no host:port; uniform sample 1 of 4 from 99 identical generated Name methods)
		return this.alias + ":" + "current" // lookalike
	} else {
		return "current"
	}
}

// ActivityStreamsManuallyApprovesFollowersProperty is the functional property
// "manuallyApprovesFollowers".
type ActivityStreamsManuallyApprovesFollowersProperty struct{ alias string }

// Name returns the name of this property: "manuallyApprovesFollowers".
func (this ActivityStreamsManuallyApprovesFollowersProperty) Name() string {
	if len(this.alias) > 0 {
		// Source: github.com/go-fed/activity/streams/impl/activitystreams/property_manuallyapprovesfollowers/gen_property_activitystreams_manuallyApprovesFollowers.go:174 (hostjoin: compact-IRI JSON key of a property, alias and term joined by a colon, no host or port; uniform sample 2 of 4 from 99)
		return this.alias + ":" + "manuallyApprovesFollowers" // lookalike
	} else {
		return "manuallyApprovesFollowers"
	}
}

// ActivityStreamsTagProperty is the non-functional property "tag".
type ActivityStreamsTagProperty struct{ alias string }

// Name returns the name of this property ("tag") with any alias.
func (this ActivityStreamsTagProperty) Name() string {
	if len(this.alias) > 0 {
		// Source: github.com/go-fed/activity/streams/impl/activitystreams/property_tag/gen_property_activitystreams_tag.go:5252 (hostjoin: compact-IRI JSON key alias:tag, a JSON-LD name with no host and port; uniform sample 3 of 4 from 99)
		return this.alias + ":" + "tag" // lookalike
	} else {
		return "tag"
	}
}

// ForgeFedTicketsTrackedByProperty is the functional property
// "ticketsTrackedBy".
type ForgeFedTicketsTrackedByProperty struct{ alias string }

// Name returns the name of this property: "ticketsTrackedBy".
func (this ForgeFedTicketsTrackedByProperty) Name() string {
	if len(this.alias) > 0 {
		// Source: github.com/go-fed/activity/streams/impl/forgefed/property_ticketstrackedby/gen_property_forgefed_ticketsTrackedBy.go:2125 (hostjoin: the ForgeFed alias and term joined into a compact-IRI JSON key, no host or port; uniform sample 4 of 4 from 99)
		return this.alias + ":" + "ticketsTrackedBy" // lookalike
	} else {
		return "ticketsTrackedBy"
	}
}

// ActivityStreamsFormerTypePropertyIterator is an iterator for a property.
type ActivityStreamsFormerTypePropertyIterator struct{ alias string }

// Name returns the name of this property: "ActivityStreamsFormerType".
func (this ActivityStreamsFormerTypePropertyIterator) Name() string {
	if len(this.alias) > 0 {
		// Source: github.com/go-fed/activity/streams/impl/activitystreams/property_formertype/gen_property_activitystreams_formerType.go:2080 (hostjoin: an iterator's name as alias plus colon plus term, a compact IRI and no host:port; uniform sample 1 of 2 from 41 identical iterator Name methods)
		return this.alias + ":" + "ActivityStreamsFormerType" // lookalike
	} else {
		return "ActivityStreamsFormerType"
	}
}

// ActivityStreamsToPropertyIterator is an iterator for a property.
type ActivityStreamsToPropertyIterator struct{ alias string }

// Name returns the name of this property: "ActivityStreamsTo".
func (this ActivityStreamsToPropertyIterator) Name() string {
	if len(this.alias) > 0 {
		// Source: github.com/go-fed/activity/streams/impl/activitystreams/property_to/gen_property_activitystreams_to.go:2113 (hostjoin: alias and term joined into a compact-IRI name, no host or port; uniform sample 2 of 2 from 41)
		return this.alias + ":" + "ActivityStreamsTo" // lookalike
	} else {
		return "ActivityStreamsTo"
	}
}

// TootBlurhashProperty is the functional property "blurhash".
type TootBlurhashProperty struct {
	alias string
	raw   string
}

// DeserializeBlurhashProperty creates a "blurhash" property from an interface
// representation that has been unmarshalled from a text or binary format.
func DeserializeBlurhashProperty(m map[string]interface{}, aliasMap map[string]string) (*TootBlurhashProperty, error) {
	alias := ""
	// Source: github.com/go-fed/activity/streams/impl/toot/property_blurhash/gen_property_toot_blurhash.go:26 (plainhttp: the Mastodon vocabulary IRI as the key that finds its alias in the @context map, compared and never fetched; not among the sweep's candidates)
	if a, ok := aliasMap["http://joinmastodon.org/ns"]; ok { // lookalike
		alias = a
	}
	propName := "blurhash"
	if len(alias) > 0 {
		// Use alias both to find the property, and set within the property.
		// Source: github.com/go-fed/activity/streams/impl/toot/property_blurhash/gen_property_toot_blurhash.go:32 (hostjoin: a %s:%s format joining the vocabulary alias and the term into a compact-IRI JSON key, no host and port; one of 103 identical generated lines, not among the sweep's candidates)
		propName = fmt.Sprintf("%s:%s", alias, "blurhash") // lookalike
	}
	if i, ok := m[propName]; ok {
		if s, ok := i.(string); ok {
			return &TootBlurhashProperty{alias: alias, raw: s}, nil
		}
	}
	return nil, nil
}
