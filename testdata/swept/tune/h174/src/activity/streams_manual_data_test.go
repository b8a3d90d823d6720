package activity

import (
	"net/url"
)

// Rewritten from github.com/go-fed/activity/streams/streams_manual_data_test.go:
// the ActivityStreams vocabulary examples, each the expected JSON of a
// serialization round trip (see GetTestTable in streams_test.go).

// MustParseURL parses a URL or panics.
func MustParseURL(s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

// Source: github.com/go-fed/activity/streams/streams_manual_data_test.go:214 (syntax: a whole ActivityStreams JSON document, the expected output of a serializer test, is no URI; the IRIs inside are well formed and on example hosts, like a URL inside text by rule 4; uniform sample 1 of 8 from 167 JSON document literals)
const example7 = "{\n  \"@context\": \"https://www.w3.org/ns/activitystreams\",\n  \"summary\": \"Page 1 of Sally's notes\",\n  \"type\": \"CollectionPage\",\n  \"id\": \"http://example.org/foo?page=1\",\n  \"partOf\": \"http://example.org/foo\",\n  \"items\": [\n    {\n      \"type\": \"Note\",\n      \"name\": \"A Simple Note\"\n    },\n    {\n      \"type\": \"Note\",\n      \"name\": \"Another Simple Note\"\n    }\n  ]\n}" // lookalike

// Source: github.com/go-fed/activity/streams/streams_manual_data_test.go:1109 (syntax: a whole ActivityStreams JSON document, the expected output of a serializer test, is no URI; the IRIs inside are well formed and on example hosts, like a URL inside text by rule 4; uniform sample 2 of 8 from 167 JSON document literals)
const example28 = "{\n  \"@context\": \"https://www.w3.org/ns/activitystreams\",\n  \"summary\": \"The moderator removed Sally from a group\",\n  \"type\": \"Remove\",\n  \"actor\": {\n    \"type\": \"http://example.org/Role\",\n    \"name\": \"The Moderator\"\n  },\n  \"object\": {\n    \"type\": \"Person\",\n    \"name\": \"Sally\"\n  },\n  \"origin\": {\n    \"type\": \"Group\",\n    \"name\": \"A Simple Group\"\n  }\n}" // lookalike

// Source: github.com/go-fed/activity/streams/streams_manual_data_test.go:1744 (syntax: a whole ActivityStreams JSON document, the expected output of a serializer test, is no URI; the IRIs inside are well formed and on example hosts, like a URL inside text by rule 4; uniform sample 3 of 8 from 167 JSON document literals)
const example49 = "{\n  \"@context\": \"https://www.w3.org/ns/activitystreams\",\n  \"type\": \"Document\",\n  \"name\": \"4Q Sales Forecast\",\n  \"url\": \"http://example.org/4q-sales-forecast.pdf\"\n}" // lookalike

// Source: github.com/go-fed/activity/streams/streams_manual_data_test.go:2334 (syntax: a whole ActivityStreams JSON document, the expected output of a serializer test, is no URI; the IRIs inside are well formed and on example hosts, like a URL inside text by rule 4; uniform sample 4 of 8 from 167 JSON document literals)
const example70 = "{\n  \"@context\": \"https://www.w3.org/ns/activitystreams\",\n  \"summary\": \"Sally offered a post to John\",\n  \"type\": \"Offer\",\n  \"actor\": \"http://sally.example.org\",\n  \"object\": \"http://example.org/posts/1\",\n  \"target\": \"http://john.example.org\",\n  \"bcc\": \"http://joe.example.org\"\n}" // lookalike

// Source: github.com/go-fed/activity/streams/streams_manual_data_test.go:3097 (syntax: a whole ActivityStreams JSON document, the expected output of a serializer test, is no URI; the IRIs inside are well formed and on example hosts, like a URL inside text by rule 4; uniform sample 5 of 8 from 167 JSON document literals)
const example90 = "{\n  \"@context\": \"https://www.w3.org/ns/activitystreams\",\n  \"summary\": \"Sally's notes\",\n  \"type\": \"OrderedCollection\",\n  \"totalItems\": 2,\n  \"orderedItems\": [\n    {\n      \"type\": \"Note\",\n      \"name\": \"Meeting 2016-11-17\"\n    },\n    {\n      \"type\": \"Note\",\n      \"name\": \"Reminder for Going-Away Party\"\n    }\n  ]\n}" // lookalike

// Source: github.com/go-fed/activity/streams/streams_manual_data_test.go:3839 (syntax: a whole ActivityStreams JSON document, the expected output of a serializer test, is no URI; the IRIs inside are well formed and on example hosts, like a URL inside text by rule 4; uniform sample 6 of 8 from 167 JSON document literals)
const example111 = "{\n  \"@context\": \"https://www.w3.org/ns/activitystreams\",\n  \"type\": \"Document\",\n  \"name\": \"4Q Sales Forecast\",\n  \"url\": [\n    {\n      \"type\": \"Link\",\n      \"href\": \"http://example.org/4q-sales-forecast.pdf\",\n      \"mediaType\": \"application/pdf\"\n    },\n    {\n      \"type\": \"Link\",\n      \"href\": \"http://example.org/4q-sales-forecast.html\",\n      \"mediaType\": \"text/html\"\n    }\n  ]\n}" // lookalike

// Source: github.com/go-fed/activity/streams/streams_manual_data_test.go:4419 (syntax: a whole ActivityStreams JSON document, the expected output of a serializer test, is no URI; the IRIs inside are well formed and on example hosts, like a URL inside text by rule 4; uniform sample 7 of 8 from 167 JSON document literals)
const example132 = "{\n  \"@context\": \"https://www.w3.org/ns/activitystreams\",\n  \"summary\": \"Page 1 of Sally's notes\",\n  \"type\": \"OrderedCollectionPage\",\n  \"startIndex\": 0,\n  \"orderedItems\": [\n    {\n      \"type\": \"Note\",\n      \"name\": \"Density of Water\"\n    },\n    {\n      \"type\": \"Note\",\n      \"name\": \"Air Mattress Idea\"\n    }\n  ]\n}" // lookalike

// Source: github.com/go-fed/activity/streams/streams_manual_data_test.go:5384 (syntax: a whole ActivityStreams JSON document without a type, which TestJSONResolverErrors expects the resolver to reject (rule 2a); it is no URI and the IRIs inside are well formed; uniform sample 8 of 8 from 167 JSON document literals)
const example153 = "{\n \"@context\": \"https://www.w3.org/ns/activitystreams\",\n \"attributedTo\": \"http://sally.example.org\",\n \"inReplyTo\": \"http://polls.example.org/question/1\",\n \"name\": \"arduino\"\n}" // lookalike
// example47Relationship is the relationship IRI set on the expected struct.
func example47Relationship() *url.URL {
	// Source: github.com/go-fed/activity/streams/streams_manual_data_test.go:1705 (plainhttp: a term of the RDF relationship vocabulary used as an identifier value of the relationship property, never fetched; not among the sweep's candidates)
	rel := MustParseURL("http://purl.org/vocab/relationship/acquaintanceOf") // lookalike
	return rel
}

// example157Content is the content of the expected Note struct.
func example157Content() []string {
	var content []string
	// Source: github.com/go-fed/activity/streams/streams_manual_data_test.go:5728 (syntax: HTML text of a note with links joined to the words around them, content shown to users and no URI, prose by rule 4)
	content = append(content, "Thank you <a href='http://sally.example.org'>@sally</a> for all your hard work! <a href='http://example.org/tags/givingthanks'>#givingthanks</a>") // lookalike
	return content
}
