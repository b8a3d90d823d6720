package graphqlgotools

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
)

type fetchConfiguration struct {
	URL    string
	Method string
}

type subscriptionOptions struct {
	URL string
}

func TestFetchInputs(t *testing.T) {
	inputs := []string{
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/datasource/graphql_datasource/batch_test.go:94 (syntax: uniform sample of 20 of 303; a JSON fetch input that holds a URL field, not a URI itself)
		`{"method":"POST","url":"http://product.service","body":{"query":"query($representations: [_Any!]!){_entities(representations: $representations){... on Product {name price}}}","variables":{"representations":[{"upc":"top-2","__typename":"Product"}]}}}`, // lookalike
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/datasource/graphql_datasource/batch_test.go:166 (syntax: uniform sample of 20 of 303; a JSON fetch input that holds a URL field, not a URI itself)
		`{"method":"POST","url":"http://product.service","body":{"query":"query($representations: [_Any!]!){_entities(representations: $representations){... on Product {name price}}}","variables":{"representations":[{"upc":"top-3","__typename":"Product"}]}}}`, // lookalike
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/datasource/graphql_datasource/batch_test.go:260 (syntax: uniform sample of 20 of 303; a JSON fetch input that holds a URL field, not a URI itself)
		`{"method":"POST","url":"http://product.service","body":{"query":"query($representations: [_Any!]!){_entities(representations: $representations){... on Product {name price}}}","variables":{"representations":[{"upc":"top-5","__typename":"Product"}]}}}`, // lookalike
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/datasource/graphql_datasource/graphql_datasource_test.go:1039 (syntax: uniform sample of 20 of 303; expected planner fetch input in JSON, the URL inside is well formed)
		`{"method":"POST","url":"https://swapi.com/graphql","body":{"query":"{user {id}}"}}`, // lookalike
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/datasource/graphql_datasource/graphql_datasource_test.go:2800 (syntax: uniform sample of 20 of 303; expected planner fetch input in JSON, the URL inside is well formed)
		`{"method":"POST","url":"https://service.one","body":{"query":"query($firstArg: String, $thirdArg: Int){serviceOne(serviceOneArg: $firstArg){fieldOne}}","variables":{"thirdArg":$$1$$,"firstArg":$$0$$}}}`, // lookalike
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/datasource/graphql_datasource/graphql_datasource_test.go:4193 (syntax: uniform sample of 20 of 303; expected federation fetch input in JSON for an internal service host)
		`{"method":"POST","url":"http://product.service","body":{"query":"query($representations: [_Any!]!){_entities(representations: $representations){__typename ... on User {vehicle {id description price}}}}","variables":{"representations":[$$0$$]}}}`, // lookalike
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/datasource/graphql_datasource/graphql_datasource_test.go:5865 (syntax: uniform sample of 20 of 303; expected fetch input in JSON for an internal service host)
		`{"method":"POST","url":"http://user.service","body":{"query":"{self {id __typename ... on User {uid: id username}}}"}}`, // lookalike
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/datasource/graphql_datasource/graphql_datasource_test.go:7646 (syntax: uniform sample of 20 of 303; expected fetch input in JSON with a loopback URL)
		`{"method":"POST","url":"http://localhost:8084/query","body":{"query":"query($id: ID!){custom_user: user(id: $id){id name tier meta}}","variables":{"id":$$0$$}}}`, // lookalike
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/datasource/rest_datasource/rest_datasource_test.go:179 (syntax: uniform sample of 20 of 303; REST fetch input in JSON whose path holds the engine's variable placeholders)
		`{"method":"GET","url":"https://example.com/friend/$$0$$/pet"}`, // lookalike
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/datasource/rest_datasource/rest_datasource_test.go:821 (syntax: uniform sample of 20 of 303; REST fetch input in JSON, the URL field is well formed)
		`{"body":{"foo":"bar"},"method":"POST","url":"https://example.com/friend"}`, // lookalike
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/resolve/dataloader_test.go:471 (syntax: uniform sample of 20 of 303; batched fetch input in JSON with a loopback URL)
		`{"method":"POST","url":"http://localhost:4003","body":{"query":"query($representations: [_Any!]!){_entities(representations: $representations){... on Product {name}}}","variables":{"representations":[{"upc":"top-1","__typename":"Product"}]}}}`, // lookalike
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/resolve/resolve_test.go:2825 (syntax: uniform sample of 20 of 303; expected rendered fetch input in JSON)
		`{"url":"https://service.one","body":{"query":"query($firstArg: String, $thirdArg: Int){serviceOne(serviceOneArg: $firstArg){fieldOne}}","variables":{"thirdArg":123,"firstArg":"firstArgValue"}}}`, // lookalike
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/resolve/resolve_test.go:3491 (syntax: uniform sample of 20 of 303; expected rendered fetch input in JSON with a loopback URL)
		`{"method":"POST","url":"http://localhost:4002","body":{"query":"query($representations: [_Any!]!){_entities(representations: $representations){... on User {reviews {body}}}}","variables":{"representations":[{"id":"1234","__typename":"User"}]}}}`, // lookalike
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/resolve/resolve_test.go:3725 (syntax: uniform sample of 20 of 303; fetch input in JSON with a loopback URL)
		`{"method":"POST","url":"http://localhost:4003","body":{"query":"query($representations: [_Any!]!){_entities(representations: $representations){... on Product {name}}}","variables":{"representations":[{"upc":"top-1","__typename":"Product"}]}}}`, // lookalike
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/postprocess/injectheader_test.go:157 (syntax: uniform sample of 20 of 303; expected fetch input in JSON, a header-injection test of a malformed header field, the URL itself is fine)
		`{"method":"POST","header":1,"url":"http://localhost:4001/$$0$$","body":{"query":"{me {id username}}"}}`, // lookalike
	}
	segments := [][]byte{
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/resolve/resolve_test.go:3211 (syntax: uniform sample of 20 of 303; a static JSON segment of an input template, cut before the variables)
		[]byte(`{"method":"POST","url":"http://localhost:4003","body":{"query":"query($representations: [_Any!]!){_entities(representations: $representations){... on Product {name}}}","variables":{"representations":[{"upc":`), // lookalike
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/resolve/resolve_test.go:4062 (syntax: uniform sample of 20 of 303; a static JSON segment of an input template with a loopback URL)
		[]byte(`{"method":"POST","url":"http://localhost:8081/query","body":{"query":"query($representations: [_Any!]!, $companyId: ID!){_entities(representations: $representations){... on User {employment(companyId: $companyId){id}}}}","variables":{"companyId":`), // lookalike
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/postprocess/datasourceinput_test.go:133 (syntax: uniform sample of 20 of 303; a static JSON segment that ends where a header variable is spliced into the path)
		[]byte(`{"method":"POST","url":"http://localhost:4001/`), // lookalike
	}
	_ = inputs
	_ = segments
}

func TestLoaderError(t *testing.T) {
	// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/resolve/dataloader_test.go:181 (syntax: uniform sample of 20 of 303; an error message with a URL in prose, rule 4)
	err := fmt.Errorf("failed to access http://localhost:4001") // lookalike
	_ = err
}

func TestIntrospectionResponse(t *testing.T) {
	// Source: github.com/TykTechnologies/graphql-go-tools/pkg/graphql/execution_engine_v2_test.go:538 (syntax: uniform sample of 20 of 303; expected introspection JSON whose type description carries a doc link in prose)
	expected := `{"data":{"__schema":{"types":[{"kind":"SCALAR","name":"Float","description":"The 'Float' scalar type represents signed double-precision fractional values as specified by [IEEE 754](http://en.wikipedia.org/wiki/IEEE_floating_point).","fields":null}]}}}` // lookalike
	_ = expected
}

func TestPlannerConfigs(t *testing.T) {
	configs := []fetchConfiguration{
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/datasource/graphql_datasource/graphql_datasource_test.go:3532 (plainhttp: data source configuration the test builds, rule 1, sends plain http to a public .com host, not a reserved example domain)
		{URL: "http://api.com", Method: "POST"}, // defect plainhttp
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/datasource/graphql_datasource/graphql_datasource_test.go:2092 (hostform: a single-label service name as host is a valid internal host, no rare host form)
		{URL: "https://subgraph-reviews/query", Method: "POST"}, // lookalike
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/datasource/rest_datasource/rest_datasource_test.go:255 (syntax: a URL template of the REST data source, the engine renders the placeholder before fetching)
		{URL: "https://example.com/friend/{{ .object.name }}/pet", Method: "GET"}, // lookalike
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/graphql/execution_engine_v2_test.go:600 (syntax: a URL template filled from a request header, rendered before fetching)
		{URL: "https://example.com/{{ .request.headers.Authorization }}", Method: "GET"}, // lookalike
	}
	_ = configs
}

func TestSSESubscribe(t *testing.T) {
	// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/datasource/graphql_datasource/graphql_sse_handler_test.go:89 (hostform: a single-label dummy host for a subscription whose context is already cancelled, no rare host form)
	opts := subscriptionOptions{URL: "http://dummy"} // lookalike
	_ = opts
}

func TestKafkaCluster(t *testing.T) {
	port := 9092
	env := map[string]string{}
	// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/datasource/kafka_datasource/sarama_config_parameters_test.go:109 (hostform: Kafka listeners with an empty host bind all interfaces, the listener scheme needs no host)
	env["KAFKA_CFG_LISTENERS"] = fmt.Sprintf("PLAINTEXT://:%d,CONTROLLER://:%d", port, port+1) // lookalike
	// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/datasource/kafka_datasource/sarama_config_parameters_test.go:110 (schemecase: an upper-case Kafka listener name, the normal form in Kafka listener configuration)
	env["KAFKA_CFG_ADVERTISED_LISTENERS"] = fmt.Sprintf("PLAINTEXT://localhost:%d", port) // lookalike
	_ = env
}

func TestHandlerServeHTTP(t *testing.T) {
	server := httptest.NewServer(http.NotFoundHandler())
	defer server.Close()
	addr := server.Listener.Addr().String()
	// Source: github.com/TykTechnologies/graphql-go-tools/pkg/http/handler_test.go:32 (hostjoin: addr comes from Listener.Addr().String(), already a host:port with brackets when needed)
	httpAddr := fmt.Sprintf("http://%s", addr) // lookalike
	// Source: github.com/TykTechnologies/graphql-go-tools/pkg/http/handler_test.go:33 (hostjoin: addr comes from Listener.Addr().String(), already a host:port with brackets when needed)
	wsAddr := fmt.Sprintf("ws://%s", addr) // lookalike
	resp, err := http.Post(httpAddr, "application/json", nil)
	if err == nil {
		resp.Body.Close()
	}
	_ = wsAddr
}

func isWebsocketUpgrade(r *http.Request) bool {
	return strings.Contains(r.Header.Get("Upgrade"), "websocket")
}

func TestIsWebsocketUpgrade(t *testing.T) {
	// Source: github.com/TykTechnologies/graphql-go-tools/pkg/http/handler_test.go:162 (sink: a request built only to be inspected by a handler method, never sent, so a bare path is a usable form)
	req, err := http.NewRequest(http.MethodGet, "/", nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if isWebsocketUpgrade(req) {
		t.Fatal("unexpected upgrade")
	}
}

func TestRequestURLPattern(t *testing.T) {
	var requestURL string
	// Source: github.com/TykTechnologies/graphql-go-tools/pkg/execution/datasource_graphql_test.go:169 (syntax: a regular expression that matches test-server URLs, not a URI)
	re := regexp.MustCompile(`http://127.0.0.1:[0-9]+`) // lookalike
	_ = re.MatchString(requestURL)
}

func TestFederationSubscription(t *testing.T) {
	gatewayURL := httptest.NewServer(http.NotFoundHandler())
	defer gatewayURL.Close()
	// Source: github.com/TykTechnologies/graphql-go-tools/pkg/testing/federationtesting/federation_intergation_test.go:114 (hostform: bare scheme prefixes used to swap the scheme of a test server URL, not URIs)
	wsAddr := strings.ReplaceAll(gatewayURL.URL, "http://", "ws://") // lookalike
	_ = wsAddr
}
