package benthos

// ExampleSpec is a documented usage example of a bloblang method.
type ExampleSpec struct {
	Mapping string
	Input   string
	Output  string
}

// MethodSpec documents a bloblang method.
type MethodSpec struct {
	Name        string
	Description string
	Examples    []ExampleSpec
}

// ComponentSpec documents a component.
type ComponentSpec struct {
	Name      string
	Summary   string
	Footnotes string
	Examples  []string
}

// Source: github.com/redpanda-data/benthos/v4/internal/bloblang/query/methods_strings.go:198 (syntax: doc link inside method description prose (rule 4); uniform sample 26 of 128.)
var decodeSpec = MethodSpec{
	Name:        "decode",
	Description: "Decodes an encoded string target according to a chosen scheme and returns the result as a byte array. Available schemes are: `base64`, `base64url` https://rfc-editor.org/rfc/rfc4648.html[(RFC 4648 with padding characters)].", // lookalike
}

// Source: github.com/redpanda-data/benthos/v4/internal/bloblang/query/methods_strings.go:1337 (credentials: documentation example input to the parse_url method (docs, rule 2c); uniform sample 26 of 128.)
var parseURLSpec = MethodSpec{
	Name: "parse_url",
	Examples: []ExampleSpec{{
		Mapping: `root.username = this.url.parse_url().user.name | "unknown"`,
		Input:   `{"url":"amqp://foo:bar@127.0.0.1:5672/"}`, // lookalike
		Output:  `{"username":"foo"}`,
	}},
}

// Source: github.com/redpanda-data/benthos/v4/internal/impl/pure/bloblang_time.go:278 (syntax: doc link in example description prose (rule 4); uniform sample 26 of 128.)
var strptimeSpec = MethodSpec{
	Name:        "ts_strptime",
	Description: "As an extension provided by the underlying formatting library, https://github.com/itchyny/timefmt-go[itchyny/timefmt-go], the `%f` directive is supported for zero-padded microseconds.", // lookalike
}

// Source: github.com/redpanda-data/benthos/v4/internal/impl/pure/output_drop_on.go:47 (plainhttp: example.com in a documentation config example; uniform sample 26 of 128.)
var dropOnSpec = ComponentSpec{
	Name: "drop_on",
	Examples: []string{"\n" +
		"output:\n" +
		"  drop_on:\n" +
		"    error: true\n" +
		"    output:\n" +
		"      http_client:\n" +
		"        url: http://example.com/foo/messages\n" + // lookalike
		"        verb: POST\n"},
}

// Source: github.com/redpanda-data/benthos/v4/internal/impl/pure/output_reject_errored.go:33 (syntax: nats URL inside documentation YAML text; uniform sample 26 of 128.)
var rejectErroredSpec = ComponentSpec{
	Name: "reject_errored",
	Examples: []string{"\n" +
		"input:\n" +
		"  nats_jetstream:\n" +
		"    urls: [ nats://127.0.0.1:4222 ]\n" + // lookalike
		"    subject: foos.pending\n"},
}

// Source: github.com/redpanda-data/benthos/v4/internal/impl/pure/output_switch.go:130 (plainhttp: URL string in a documentation example check expression, not a request; uniform sample 26 of 128.)
var switchExample = []any{
	map[string]any{
		"check":  `this.urls.contains("http://benthos.dev")`, // lookalike
		"output": map[string]any{"cache": map[string]any{"resource": "foo"}},
	},
}

// Source: github.com/redpanda-data/benthos/v4/internal/impl/pure/processor_cached.go:78 (plainhttp: example.com in a documentation config example; uniform sample 26 of 128.)
var cachedSpec = ComponentSpec{
	Name: "cached",
	Examples: []string{"\n" +
		"pipeline:\n" +
		"  processors:\n" +
		"    - cached:\n" +
		"        key: static_foo\n" +
		"        cache: foo_cache\n" +
		"        processors:\n" +
		"          - http:\n" +
		"              url: http://example.com/get/foo.json\n" + // lookalike
		"              verb: GET\n"},
}

// Source: github.com/redpanda-data/benthos/v4/internal/impl/pure/processor_jmespath.go:26 (plainhttp: doc link in component summary, not a request (rule 4); uniform sample 26 of 128.)
var jmespathSpec = ComponentSpec{
	Name:    "jmespath",
	Summary: "Executes a http://jmespath.org/[JMESPath query] on JSON documents and replaces the message with the resulting document.", // lookalike
}

// Source: github.com/redpanda-data/benthos/v4/internal/impl/pure/processor_parse_log.go:44 (syntax: doc link in footnote prose (rule 4); uniform sample 26 of 128.)
var parseLogSpec = ComponentSpec{
	Name: "parse_log",
	Footnotes: "\n== Formats\n\n" +
		"Attempts to parse a log following the https://tools.ietf.org/html/rfc5424[Syslog RFC5424^] spec.\n", // lookalike
}

// Specs lists the documented components and methods.
var Specs = []any{decodeSpec, parseURLSpec, strptimeSpec, dropOnSpec, rejectErroredSpec, switchExample, cachedSpec, jmespathSpec, parseLogSpec}
