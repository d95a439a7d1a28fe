# Backrank의 한국어 메시지. en.ftl과 같은 식별자를 씁니다.

## 배치 결과 메시지

key-facts = **{ $heading }** · { $side } `{ $white }`{ $legend }{ $black } · 재현 코드 `{ $code }`
key-facts-black = { " " }· { $side } `{ $row }`
letters-janggi = R 차, N 마, B 상, A 사

roll-footer = 테이블에서 직접 다시 해 보세요: 각 단계에 무엇을 던지고 어떻게 세는지 적혀 있습니다.
roll-too-long = 기록이 { $steps }단계라서 여기에 다 보여 줄 수 없습니다: record.txt로 첨부했습니다.
roll-record-attached = 기록이 { $steps }단계입니다: record.txt로 첨부했습니다.
record-file-description = 이 배치의 단계별 전체 기록

field-not-uniform = ⚠️ 균등하지 않음
warning-not-uniform = 이 공개된 절차는 균등하지 않습니다: 어떤 배치는 다른 배치보다 { $most }/{ $least }배 자주 나옵니다. 공정하게 뽑으려면 기본 방법을 쓰세요.
field-record = 기록
field-method = 방법
field-device = 장치
field-source = 출처
field-standard = 표준 배치
field-standard-excluded = 제외: 나오면 다시 굴림
field-pair = 대국
field-pair-value = 한 쌍: 색을 바꿔 두 번 두기
field-repeats = 반복
field-repeats-no = 없음: 앞 라운드의 배치가 나오면 다시 뽑음
field-repeats-allowed = 허용: 같은 배치가 여러 라운드에 나올 수 있음
field-excluded = 뺀 배치
field-excluded-value = { $positions }: 이 중 하나가 나오면 다시 뽑음
field-avoided = 피한 대회
field-avoided-value = "{ $event }"가 공개한 배치 { $count }개: { $positions }
field-number = 번호
field-throws = 던진 횟수
field-fen = FEN
field-replay = 재현 코드
# A fact on a line of its own: its label and its value.
fact-line = { $label }: { $value }

button-roll-again = 다시 굴리기
button-full-record = 전체 기록
button-web = 웹에서 열기
button-lichess = lichess에서 분석

## 말로 쓴 판 (이미지의 대체 텍스트)

alt-board = { $heading }. 백: { $white }. 흑: { $black }.
alt-piece = { $square } { $piece }
alt-pawns = 폰 { $count }개
alt-nothing = 아직 없음

piece-king = 킹
piece-queen = 퀸
piece-rook = 룩
piece-bishop = 비숍
piece-knight = 나이트
piece-archbishop = 아치비숍
piece-chancellor = 챈슬러
piece-prime-minister = 총리
piece-pawn = 폰
piece-general = 궁
piece-advisor = 사
piece-elephant = 상
piece-horse = 마
piece-chariot = 차
piece-cannon = 포
piece-soldier = 졸

## 명령어 설명 (명령어 이름은 영어 그대로)

-variant-default = Chess960, crc, korean, … (기본값: 서버 설정)
-variant-search = Chess960, crc, korean, … (입력해서 검색)
-method = 손으로 하는 절차 (기본값: 공정한 방법)
-dice = coin(동전), d4, d6, d8, d10, d12, d20 (기본값 d6)
-source = 던진 결과를 어디서 가져올지
-event-name = 대회 이름 (기본값: 서버에서 진행 중인 유일한 대회)

cmd-random = 무작위 시작 배치를 만들고 모든 던지기 기록을 보여 줍니다
cmd-random-variant = { -variant-default }
cmd-random-method = { -method }
cmd-random-dice = { -dice }
cmd-random-source = { -source }
cmd-random-rolls = 직접 던진 눈을 순서대로 ("5 3 6", 동전은 H/T)
cmd-random-private = 답을 나만 봅니다
cmd-random-text = 이미지 없이 텍스트 판만 (화면 낭독기, 임베드 꺼짐)
cmd-random-exclude_standard = 표준 배치(Chess960의 518)가 나오면 다시 굴리기; 기본값: 서버 설정
cmd-random-pair = 이 포지션으로 색을 바꿔 두 판 두기; 기본값: 서버 설정
cmd-position = 번호로 시작 배치 보기
cmd-position-variant = { -variant-search }
cmd-position-number = 배치 번호 (Chess960: SP 0–959)
cmd-replay = 재현 코드로 배치를 다시 만듭니다
cmd-replay-code = 배치 아래에 있는 코드, 예: 960-p6-…
cmd-variants = 변형 규칙, 배치 수, 방법 목록
cmd-fairness = 어떤 장치로 한 방법의 정확한 공정성 검사
cmd-fairness-variant = { -variant-search }
cmd-fairness-method = { -method }
cmd-fairness-dice = { -dice }
cmd-stats = 이 서버의 굴림이 공정한 주사위와 비교해 어떻게 나왔는지 그래프로 보기
cmd-stats-days = 최근 며칠만 (비우면 전체 기간)
cmd-stats-source = 한 소스의 굴림만: 주사위 타워와 그 상태 검사
cmd-record = 저장된 배치를 번호로 보기
cmd-record-id = 배치 아래의 기록 번호 (#42)
cmd-roll-along = 테이블에서 진짜 주사위를 던지면 봇이 단계마다 기록합니다
cmd-roll-along-variant = { -variant-default }
cmd-roll-along-method = { -method }
cmd-roll-along-dice = { -dice }
cmd-roll-along-witnesses = 나와 번갈아 던질 사람들, 순서대로: @Ana @Ben
cmd-prefs = 배치를 보는 방식: 판 색, 방향, 크기, 텍스트만
cmd-prefs-show = 내 설정 보기
cmd-prefs-set = 어디서든 배치를 보는 방식 바꾸기
cmd-prefs-set-theme = 판의 색
cmd-prefs-set-flipped = 흑을 아래쪽에
cmd-prefs-set-width = 판 이미지의 너비 (픽셀)
cmd-prefs-set-text_only = 이미지 대신 텍스트 판 (화면 낭독기, 임베드 꺼짐)
cmd-prefs-set-language = 나에게 답할 언어 (auto: 내 Discord 언어)
cmd-prefs-reset = 서버 기본값으로 돌아가기
cmd-settings = 이 서버의 기본값과 던지기를 입력할 수 있는 사람
cmd-settings-show = 이 서버의 설정 보기
cmd-settings-set = 이 서버의 설정 일부 바꾸기
cmd-settings-set-variant = { -variant-default }
cmd-settings-set-method = { -method }
cmd-settings-set-dice = { -dice }
cmd-settings-set-source = { -source }
cmd-settings-set-guided = /roll-along에서 던지기를 입력할 수 있는 사람
cmd-settings-set-role = guided: role일 때의 역할
cmd-settings-set-public = 모두가 보는 답(켜기) 또는 요청한 사람만 보는 답(끄기)
cmd-settings-set-log_channel = 매일 게시물 문제를 봇이 알릴 채널
cmd-settings-set-missed_daily = 봇이 꺼져 있는 동안 놓친 매일 게시물
cmd-settings-set-manager_role = 이 역할의 멤버도 /settings와 /daily를 쓸 수 있습니다
cmd-settings-set-exclude_standard = 굴림이 표준 배치(Chess960의 518)를 내면 다시 굴리기
cmd-settings-set-pairs = 모든 포지션을 색을 바꿔 두 판으로
cmd-settings-set-event_study = 대회 라운드 공개부터 대국 시작까지의 시간(분, 0–60; 0: 없음)
cmd-settings-set-lichess = lichess가 둘 수 있는 굴림 아래에 "lichess에서 두기" 버튼 보이기
cmd-settings-set-lichess_clock = lichess 대국의 시간: 10+5(분+초) 또는 3d(한 수에 며칠)
cmd-settings-set-language = 매일 게시물과, Discord 언어가 다른 사람들을 위한 언어
cmd-settings-set-reset = 먼저 기본값으로 되돌리기
cmd-daily = 매일 올라오는 무작위 배치
cmd-daily-set = 채널에 매일 도전 과제 올리기
cmd-daily-set-channel = 올릴 채널
cmd-daily-set-time = 현지 시각, 예: 18:30
cmd-daily-set-timezone = 예: Asia/Seoul, Europe/Berlin (입력해서 검색)
cmd-daily-set-variants = 쓸 변형 규칙, 예: "chess960, crc" 또는 "all"
cmd-daily-set-order = 날마다 변형 규칙을 고르는 방식
cmd-daily-set-thread = 게시물마다 토론 스레드 열기
cmd-daily-off = 매일 게시 중지
cmd-daily-off-channel = 매일 게시를 멈출 채널 (여러 개일 때 필요)
cmd-daily-off-all = 이 서버의 모든 매일 게시 중지
cmd-daily-show = 이 서버의 매일 게시물 보기
cmd-daily-now = 지금 여기에 도전 과제 올리기 (일정은 바뀌지 않음)
cmd-daily-now-channel = 이 채널 일정의 변형 규칙 사용
cmd-variant = 변형 규칙 파일로 만든 이 서버만의 변형 규칙
cmd-variant-add = 변형 규칙 파일(.toml)이나 새 버전을 이 서버에 추가
cmd-variant-add-file = `backrank variants check`가 읽는 형식의 변형 규칙 파일
cmd-variant-show = 이 서버의 변형 규칙, 또는 하나의 검사 결과와 파일
cmd-variant-show-variant = { -variant-default }
cmd-variant-remove = 이 서버의 변형 규칙 하나를 더 이상 쓰지 않기
cmd-variant-remove-variant = { -variant-search }
cmd-event = 대회 전체에 라운드마다 한 배치, 미리 약속하거나 drand 비컨으로 뽑습니다
cmd-event-start = 대회 시작: 지금 시드를 약속하거나, 공개할 때마다 drand 비컨으로(draw:)
cmd-event-start-name = 대회 이름, 예: "클럽 오픈 2026"
cmd-event-start-rounds = 라운드 수
cmd-event-start-variant = { -variant-search }
cmd-event-start-method = { -method }
cmd-event-start-dice = { -dice }
cmd-event-start-exclude_standard = 매 라운드 표준 배치가 나오면 다시 굴리기; 기본값: 서버 설정
cmd-event-start-pair = 매 라운드 색을 바꿔 두 판; 기본값: 서버 설정
cmd-event-start-draw = 지금 약속하는 시드(기본값) 또는 공개할 때마다 drand 공개 비컨
cmd-event-start-repeats = 같은 배치 두 번 없음(기본값) 또는 반복 허용
cmd-event-start-exclude = 뺄 배치: 518,534 또는 0-16 또는 standard
cmd-event-start-avoid = 이전 대회가 공개한 배치를 모두 빼기
cmd-event-next = 다음 라운드 공개
cmd-event-next-name = { -event-name }
cmd-event-next-study = 대국 시작 전에 배치를 살펴볼 시간(분, 0–60); 기본값: 서버 설정
cmd-event-show = 대회의 약속값과 지금까지 공개된 라운드
cmd-event-show-name = { -event-name }
cmd-event-verify = 공개된 라운드의 시드를 공개된 약속값과 대조합니다
cmd-event-verify-name = { -event-name }
cmd-event-verify-round = 라운드 (1부터)
cmd-event-verify-seed = 공개된 라운드 시드
cmd-event-verify-commitment = 시작할 때 공개된 라운드의 약속값
cmd-event-list = 이 서버의 대회, 최신순

# 일부 옵션이 Discord 목록에 보여 주는 선택지.
choice-source-beacon = drand 공개 비컨: 아무도 미리 알 수 없음
choice-guided-role = 역할이 있는 멤버 (`role` 지정)
choice-missed-post = 한 번 늦게 올리기
choice-missed-skip = 건너뛰기
choice-lichess-on = 켜기: "lichess에서 두기" 보이기
choice-lichess-off = 끄기: 보이지 않기
choice-order-rotate = 차례대로
choice-order-random = 무작위로
choice-draw-seeds = 시드
choice-draw-beacon = 비컨
choice-repeats-no = no
choice-repeats-allow = allow
choice-language-auto = 자동

side-white = 백
side-black = 흑
side-cho = 초
side-han = 한

## 함께 굴리기 (/roll-along): 테이블의 진짜 주사위

along-title = 함께 굴리기 #{ $id } · { $variant }
along-heading = { $variant }, 함께 굴리기 #{ $id }에서 배치 중
along-step = **{ $step }단계 · { $title }**
along-step-so-far = 이 단계에서 지금까지: { $throws }
along-done-so-far = **지금까지 한 것**
along-progress = 약 { $expected }번 중 { $throw }번째 던지기
along-progress-open = { $throw }번째 던지기
along-progress-over = { $throw }번째 던지기: 보통의 { $expected }번보다 많음 (배치가 나오지 않는 던지기는 다시 던집니다)
along-field-progress = 진행
along-field-throws = 지금까지 던진 것
along-field-who = 누가 무엇을 던졌는지
along-none-yet = 아직 없음
along-toss-coin = 동전을 던지고 위로 나온 면을 누르세요.
along-pick-face = 주사위를 던지고 목록에서 나온 눈을 고르세요.
along-press-face = 주사위를 던지고 위로 나온 눈을 누르세요.
along-anyone = 여기서는 누구나 던진 결과를 입력할 수 있습니다.
along-starter-and-role = { $starter } 님과 서버의 주사위 역할을 가진 멤버가 입력할 수 있습니다.
along-only-starter = { $starter } 님만 입력할 수 있습니다.
along-in-turn = 번갈아 던집니다: 위에 적힌 사람만 이번 결과를 입력하고, 마지막으로 던진 사람만 되돌릴 수 있습니다.
along-turn = 🎲 **{ $player } 차례** · 순서: { $order }
along-threw = { $player }: { $faces } (모두 { $count }번)
along-threw-more = { $player }: { $faces } … 외 { $more }번 (모두 { $count }번)
along-no-throws = { $player }: 던진 것 없음
along-complete = ✅ 함께 굴리기 #{ $id } 완료: { $throws }번 던졌습니다. 보이는 대로 판을 놓으세요.
along-cancelled = ✖️ 함께 굴리기 #{ $id } ({ $variant }): { $name } 님이 { $throws }번 던진 뒤 취소했습니다.

button-heads = 앞면
button-tails = 뒷면
button-type-several = 여러 개 입력…
button-type-yours = 내 결과 입력…
button-undo = 마지막 던지기 취소
button-cancel = 그만두기…
button-cancel-yes = 예, 그만둡니다
button-keep-rolling = 계속 던지기
along-cancel-question = ⚠️ 함께 굴리기 #{ $id }을(를) 그만둘까요? 지금까지의 던지기 { $throws }번이 사라집니다. **예, 그만둡니다**를 누르기 전에는 아무것도 바뀌지 않습니다.
along-select = { $die } 결과…
along-form-title = 여러 결과 입력
along-form-title-yours = 내 결과 입력
along-form-label = { $die } 눈, 던진 순서대로
along-form-label-yours = 내가 던진 { $die } 눈

## 배치 위의 제목

replay-confirmed = ✅ 재현 확인: { $throws }번 던져서 { $position }이(가) 나옵니다.
record-file-numbered = 전체 기록 #{ $number } (`{ $code }`):
record-file-code = `{ $code }`의 전체 기록:
daily-headline = 🗓️ **{ $date } 오늘의 도전**: { $position }. 다음 모임에서 놓고 두어 보세요 — 아래 기록으로 누구나 손으로 다시 던져 볼 수 있습니다.
daily-headline-late = 🗓️ **{ $date } 오늘의 도전** (늦게 올림: 평소 시각에 봇이 꺼져 있었습니다): { $position }. 다음 모임에서 놓고 두어 보세요 — 아래 기록으로 누구나 손으로 다시 던져 볼 수 있습니다.
daily-thread = 매일 도전 { $date } · { $variant }

## /record

record-headline = 기록 #{ $number }: { $name } 님의 { $kind }, { $when }.
record-kind-random = 무작위 배치
record-kind-roll-along = 함께 굴리기
record-kind-daily = 오늘의 도전
record-kind-event = 대회 라운드

## /prefs

prefs-title = 내 설정
prefs-description = 어디서 굴리든 배치를 보는 방식입니다. `/prefs set`으로 바꾸고 `/prefs reset`으로 지웁니다.
prefs-theme = 색
prefs-flipped = 뒤집기
prefs-width = 너비
prefs-text-only = 텍스트만
prefs-language = 언어
prefs-default = (기본값)
prefs-your-discord = (내 Discord 언어)
prefs-yes = 예
prefs-no = 아니요
prefs-saved = ✅ 저장했습니다: 이제부터 배치가 이렇게 보입니다.
prefs-reset-done = ✅ 기본값으로 돌아갔습니다.

## 거절

refused-outside-servers = /{ $command }은(는) 서버의 Backrank 설정을 바꾸므로 봇을 추가한 서버에서만 쓸 수 있습니다 (서버 관리 권한이 있는 사람이 추가할 수 있습니다). 여기서는 { $commands }을(를) 쓸 수 있습니다

## /settings

settings-title = 이 서버의 Backrank 설정
settings-description = `/settings set`으로 바꾸고, `reset: true`로 기본값으로 돌아갑니다.
settings-saved = ✅ 저장했습니다.
settings-beacon-silent = ⚠️ 저장했지만 지금은 drand 비컨이 응답하지 않습니다 ({ $why }): 응답할 때까지 비컨으로 굴리기는 실패합니다. 봇을 운영하는 사람이 `backrank doctor`로 `[beacon] relays`를 확인할 수 있습니다.
settings-default = (기본값)
settings-variant = 변형 규칙
settings-dice = 주사위
settings-method-fair = 변형 규칙의 공정한 방법
settings-guided = /roll-along에서 결과를 입력하는 사람
settings-guided-starter = 시작한 사람
settings-guided-anyone = 누구나
settings-guided-role = 시작한 사람과 { $role }
settings-guided-role-unset = 역할 (정하지 않음)
settings-replies = 답변
settings-replies-public = 모두에게 공개
settings-replies-private = 요청한 사람만 봄
settings-log = 로그 채널
settings-log-none = 없음: 문제는 봇 로그에 남습니다
settings-missed = 놓친 매일 게시물
settings-missed-post = 한 번 늦게 올림
settings-missed-skip = 건너뜀
settings-daily = 매일 도전 과제
settings-daily-count = { $count }개 (`/daily show` 참고)
settings-language = 언어
settings-language-auto = 각자의 Discord 언어 (매일 게시물: 영어)
settings-language-set = { $language } (매일 게시물 포함)
settings-managers-title = 여기서 Backrank를 관리하는 사람
settings-standard = 표준 배치
settings-standard-excluded = 다시 굴림 (대회 규칙)
settings-standard-allowed = 다른 배치처럼 굴림
settings-pairs-on = 포지션마다 색을 바꿔 두 판
settings-pairs-off = 포지션마다 한 판
settings-study = 대회 준비 시간
settings-managers = 서버 관리 권한이 있는 멤버
settings-managers-and-role = 서버 관리 권한이 있는 멤버와 { $role }

## /event

event-started = 🏁 **{ $name }**: 모든 라운드의 배치를 지금 뽑아 고정했습니다. 아래 각 줄은 대회 이름, 라운드, 그 라운드의 비밀 시드, 대회 규칙(아래 목록)으로 만든 SHA-256입니다. `/event next`가 시드를 한 라운드씩 공개하고, 누구나 이 줄들과 대조할 수 있습니다.
event-round = 🏁 **{ $name }**, { $rounds }라운드 중 { $round }라운드: { $position }.
event-started-beacon = 🏁 **{ $name }**: 아직 어떤 배치도 없고, 누구도 미리 알 수 없습니다. 각 라운드는 그 라운드의 `/event next` 뒤에 처음 공개되는 drand 공개 비컨 라운드로 정해집니다. 누구도 혼자 갖지 않은 League of Entropy의 서명이 붙은 수입니다. 공개할 때마다 비컨 라운드와 서명, 그리고 네트워크 없이 확인하는 명령을 알려 드립니다.
event-beacon-rule = 각 라운드: `/event next` 뒤에 나오는 drand **{ $chain }** 비컨의 첫 라운드, `event { $server } { $name } round N` 용도로 뽑음.
event-beacon-unfixed = 아직 뽑지 않음
event-round-forged = ⚠️ 보관된 기록이 공개된 내용과 맞지 않아 보여 주지 않습니다
event-round-unchecked = 지금은 확인할 수 없어 보여 주지 않습니다
event-verified = ✅ "{ $name }" { $round }라운드: 시드가 약속값 `{ $commitment }`과 맞고, { $position }이(가) 나옵니다.
field-study = 준비 시간
event-study-rule = { $minutes ->
    [0] 없음: 심판이 공개하면서 준비 시간을 주지 않으면 라운드를 공개하는 즉시 대국을 시작합니다
   *[other] 각 공개부터 대국 시작까지 { $minutes }분 (심판이 공개하면서 다른 시간을 줄 수 있습니다)
}
event-play-starts = ⏱️ 배치를 살펴볼 시간 { $minutes }분: 대국 시작 { $time } ({ $relative }).
field-play-starts = 대국 시작
round-study-given = { $minutes }분 준비 후
event-title = { $name } · { $variant } { $rounds }라운드
event-footer = { $dice }(으)로 { $method }. 공개: { $rounds }개 중 { $revealed }개. 라운드 확인: backrank verify-event.
event-list-title = 대회 { $count }개
event-list-running = **{ $name }** · { $variant } · { $rounds }라운드 중 { $revealed }라운드 공개
event-list-finished = **{ $name }** · { $variant } · { $rounds ->
    [2] 두 라운드 모두 공개
   *[other] { $rounds }라운드 모두 공개
}
event-list-more = …그리고 이전 대회 { $more }개
event-again-seeds = { $repeats ->
    [no] 뺀 배치나 앞 라운드의 배치가
   *[allowed] 뺀 배치가
} 나온 뽑기는 시드 뒤에 ` attempt 2`, ` attempt 3`…을 붙여, 허용되는 배치가 나올 때까지 다시 뽑습니다.
event-again-beacon = { $repeats ->
    [no] 뺀 배치나 앞 라운드의 배치가
   *[allowed] 뺀 배치가
} 나온 뽑기는 용도 뒤에 ` attempt 2`, ` attempt 3`…을 붙여, 허용되는 배치가 나올 때까지 다시 뽑습니다.

## 기록: 판 앞에서 따라 하는 모든 지시
#
# 칸(a1), 던진 면(H = 앞면, T = 뒷면, 1–20)과 숫자는 모든 언어에서 같습니다.
# 그래서 어느 언어로 읽은 기록이든 똑같이 다시 할 수 있습니다.

ordinal = { $n }번째
nth-word = { $n }번째 눈
option = { $nth }: { $name }
number-word = { $n ->
    [0] 0
   *[other] { $n }
}
list-and = { $rest }, { $last }
list-or = { $rest } 또는 { $last }

pieces-king = 킹
pieces-queen = 퀸
pieces-rook = 룩
pieces-bishop = 비숍
pieces-knight = 나이트
pieces-archbishop = 아치비숍
pieces-chancellor = 챈슬러
pieces-prime-minister = 총리
pieces-pawn = 폰
pieces-general = 궁
pieces-advisor = 사
pieces-elephant = 상
pieces-horse = 마
pieces-chariot = 차
pieces-cannon = 포
pieces-soldier = 졸

rule-one-choice = 던질 필요 없음: 선택지가 하나뿐입니다.
rule-coin-two = 동전을 던지세요: 앞면(H) = 1번째, 뒷면(T) = 2번째.
rule-binary = 동전을 { $throws }번 던지세요. 앞면(H)은 1, 뒷면(T)은 0으로 첫 번째부터 적으면 0부터 { $top }까지의 이진수가 됩니다.
rule-binary-start-over = { $accept } 이상만 나올 수 있게 되면 바로 다시 시작하세요{ $hint }. { $throws }번을 모두 먼저 던져도 되며, 그때 그 던지기는 세지 않습니다.
rule-binary-hint = { $lead ->
    [1] { " " }(첫 번째가 앞면)
   *[other] { " " }(처음 { $lead }번이 모두 앞면)
}
rule-throw-once = { $die ->
    [coin] 동전을 던지세요
   *[other] { $die } 하나를 던지세요
}
rule-throw-times = { $die }를 { $times }번 던지세요: 수는 { $formula }, 1부터 { $span }까지
rule-weight = { $weight } × ({ $nth } − 1)
rule-coins-table = 동전 { $coins }개를 던져 순서대로 읽으세요(H = 앞면, T = 뒷면): { $table }
rule-coins-binary = 동전 { $coins }개를 던져 뒷면(T) = 1인 이진수로 순서대로 읽고(첫 동전이 가장 큰 자리) 1을 더하세요 ({ $first } … { $last })
rule-again = ; { $range }이면 다시 던지세요
rule-again-all = ; { $range }이면 { $throws }번을 모두 다시 던지세요
rule-count = { " " }그대로 { $range }로 세세요
rule-odd-even = : 홀수 = 1번째, 짝수 = 2번째
rule-fold = ; { $high }는 { $low }로 셉니다
rule-take-away = ; { $k } 이하가 될 때까지 { $k }를 빼세요

from-left = 왼쪽부터
from-blacks-left = 흑의 왼쪽부터
count-empty = 빈 칸을 { $from } 세세요: { $names }.
count-colour = { $colour ->
    [dark] 어두운
   *[light] 밝은
} 빈 칸을 { $from } 세세요: { $names }.
count-inner = 킹은 첫 번째와 마지막 빈 칸에 갈 수 없습니다. 두 번째 칸부터 { $from } 세세요: { $names }.
count-left-of = { $piece } 왼쪽의 빈 칸을 { $from } 세세요: { $names }.
count-right-of = { $piece } 오른쪽의 빈 칸을 { $from } 세세요: { $names }.
count-left-of-general = 궁 왼쪽의 빈 칸을 { $from } 세세요: { $names }.
count-right-of-general = 궁 오른쪽의 빈 칸을 { $from } 세세요: { $names }.
only-one-left = 하나만 남았습니다: { $choice }.
number-the-sets = { $pieces } { $how_many }개를 놓는 방법에 가장 왼쪽부터 번호를 매기세요: { $list }.
sets-in-order = 칸 이름의 사전 순서로 조합을 세세요

outcome-on = { $piece }: { $squares }.
placed-on = { $piece }: { $square }
title-king-and-rooks = 킹과 룩
fill-king-between-rooks = 세 칸이 남았습니다: 가운데에 킹, 나머지 두 칸에 룩.
title-colour = { $title }: 색
pick-colour = 칸의 색을 고르세요: 1번째 = 어두운 칸, 2번째 = 밝은 칸.
dark-squares = 어두운 칸
light-squares = 밝은 칸
start-over-because = { $why }. 그러므로 이 줄은 허용되지 않습니다: 첫 단계부터 다시 시작하세요.
step-start-over = 다시 시작
step-standard-again = 표준 배치({ $row })가 나왔고, 이 굴림은 표준 배치를 제외합니다: 첫 단계부터 다시 굴리세요.

violation-wrong-pieces = 이 변형에 맞지 않는 기물이 있습니다
violation-same-colour = 두 비숍이 모두 { $colour ->
    [dark] 어두운
   *[light] 밝은
} 칸에 있습니다
violation-queen-archbishop = 퀸과 아치비숍이 모두 { $colour ->
    [dark] 어두운
   *[light] 밝은
} 칸에 있습니다
violation-king-between-rooks = 킹이 두 룩 사이에 있지 않습니다
violation-unprotected-pawn = { $square }의 폰이 보호받지 못합니다
violation-uneven-half = 궁의 { $side ->
    [left] 왼쪽
   *[right] 오른쪽
}에 차, 마, 상이 하나씩 있지 않습니다
violation-not-a-relocation = 기본 배치에서 킹 교환과 퀸 교환으로 이 줄에 이를 수 없습니다

title-nth-piece = { $n }번째 { $piece }
title-dark-bishop = 어두운 칸 비숍
title-light-bishop = 밝은 칸 비숍
title-rook-left-of-king = 킹 왼쪽의 룩
title-rook-right-of-king = 킹 오른쪽의 룩
fill-one = 한 칸이 남았습니다: { $piece }.
fill-many = { $how_many }칸이 남았습니다: { $pieces }.
title-left-of-general = { $piece }, 궁 왼쪽
title-right-of-general = { $piece }, 궁 오른쪽
title-king-relocation = 킹 교환
title-queen-relocation = 퀸 교환
square-and-piece = { $square } ({ $piece })
count-relocations = { $piece }와 바꿀 수 있는 기물을 왼쪽부터 세세요(자기 자신은 그대로 있음): { $list }.
relocation-stays = { $piece }: { $square }에 그대로.
relocation-swaps = { $piece } → { $to }, { $other } → { $from }.

title-pawn-marked = { $n ->
    [1] { $mark } 표시 폰 (첫 번째)
    [2] { $mark } 표시 폰 (두 번째)
   *[other] { $mark } 표시 폰
}
title-black-pawn = 검은 폰
pick-black-pawn = 두 비숍이 같은 색 칸에 있습니다. L1–L4, R1–R4가 표시된 검은 폰 중 하나를 뽑으세요: L 또는 R은 왼쪽 또는 오른쪽 비숍, 숫자는 그 비숍이 갈 다른 색 칸(네 칸 모두 왼쪽부터 셈)입니다.
bishop-moves = { $from }의 비숍이 { $to }(으)로 갑니다. { $colour ->
    [dark] 어두운
   *[light] 밝은
} 칸 중 { $nth }
bishop-moves-alone = { $moved }.
bishop-moves-and-swaps = { $moved }, { $piece } → { $from }.
no-black-pawn = 비숍들이 서로 다른 색 칸에 있습니다: 검은 폰이 필요 없습니다.

title-queen-or-archbishop-first = 퀸 또는 아치비숍 먼저
title-first-piece-light = 첫 기물, 밝은 칸
title-second-piece-dark = 둘째 기물, 어두운 칸
pick-queen-or-archbishop = 밝은 칸에 갈 기물을 고르세요: 1번째 = 퀸, 2번째 = 아치비숍.
queen-on-light = 퀸을 밝은 칸에
archbishop-on-light = 아치비숍을 밝은 칸에
title-queen-or-archbishop-light = 밝은 칸의 퀸 또는 아치비숍
title-piece-light = 밝은 칸의 기물
title-piece-dark = 어두운 칸의 기물
number-division = { $before } ÷ { $k } = { $after } 나머지 { $digit } → { $choice }.

title-position-number = 배치 번호
title-row-number = { $side ->
    [white] 백 줄 번호
   *[black] 흑 줄 번호
}
title-number-part = { $whose }, { $parts }개 중 { $part }번째 부분
number-runs = 수는 0부터 { $top }까지입니다.
number-part-runs = 이 부분은 0부터 { $top }까지입니다: 센 수에서 1을 뺀 값입니다.
number-formula = { $formula } = { $number }.

record-throws = 던진 결과: { $throws } → { $choice }
record-again = { $face } (다시)
record-setup-from-number = 번호로 배치하는 법:

## 오류: 무엇이 잘못되었고 어떻게 하면 되는지

error-store-unreached = 봇의 기록에 접근할 수 없어 아무것도 하지 않았습니다: 잠시 후 다시 시도하거나 봇 운영자에게 알려 주세요
error-roll-unsaved = 굴림을 저장하지 못해 보여 주지 않습니다: 다시 시도하거나 봇 운영자에게 알려 주세요
error-store-full = 봇의 디스크가 가득 차서 공간이 생길 때까지 아무것도 저장할 수 없습니다(굴림도 보여 주지 않습니다): 봇 운영자에게 알려 주세요
error-store-slow = 봇의 기록이 제때 응답하지 않아 처리되지 않았을 수 있습니다: 잠시 후 다시 시도하세요 (저장된 굴림은 /record에 나옵니다)
error-render = 판을 그리지 못했습니다: 다시 시도하거나 봇 운영자에게 알려 주세요
error-rate = 1분에 { $most }번을 넘는 굴림입니다. 이 봇이 한 사람에게서 받는 최대치입니다: { $seconds }초 뒤에 다시 시도하세요
error-no-record = 여기에는 기록 #{ $record }이(가) 없습니다: 번호는 각 굴림 아래 "기록"에 있으며, 기록은 만들어진 곳에서만 보입니다(비공개 기록은 만든 사람에게만)
error-in-option = `{ $option }`: { $problem }
face-hint = { $die ->
    [coin] H(앞면) 또는 T(뒷면)
   *[other] 1부터 { $sides }까지의 수
}
error-faces-too-long = 입력한 면이 { $bytes }바이트입니다. 최대 { $most }바이트까지 입력하세요
error-faces-too-many = 면 { $count }개는 어떤 굴림에도 필요한 것보다 많습니다. 최대 { $most }개까지 입력하세요
error-bad-face = { $position }번째 면('{ $token }'): { $problem }
error-faces-look-like-coin = { $problem }. 동전 던지기 결과로 보입니다: { $option }를 추가하세요
error-typed-needs-faces = `{ $typed }`에는 눈이 필요합니다: `{ $rolls }`로 "5 3 6 …"처럼 넣으세요
error-faces-and-source = `{ $rolls }`로 입력한 눈이 있는데 `{ $source }`도 함께 주었습니다: `{ $source }`를 빼세요 (입력한 눈이 곧 출처입니다)
error-face-out-of-range = { $value }은(는) { $die }의 면이 아닙니다. 쓸 수 있는 것: { $hint }
error-not-a-face = '{ $token }'은(는) { $die }의 면이 아닙니다. 쓸 수 있는 것: { $hint }
error-need-more = { $step }단계({ $side ->
    [black] 흑: { $title }
   *[white] { $title }
})에서 면이 모자랍니다: 다음에 { $die ->
    [coin] 동전을 던지세요
   *[other] { $die }를 던지세요
}
error-add-to-rolls = { $error }. 그 다음 `{ $rolls }`에 추가하세요
error-left-over = 면 { $total }개 중 { $used }개로 배치가 끝났습니다. 나머지({ $extra })는 쓰이지 않았습니다: 기록과 면을 대조하거나 더 적게 입력하세요
error-wrong-device = { $position }번째 면은 { $found }의 면이지만, 이 굴림은 { $expected }를 씁니다
error-witnesses-none = `witnesses`에 번갈아 던질 사람을 한 명 이상 지정하세요. 예: witnesses:@Ana
error-witnesses-too-many = `witnesses`에 { $count }명이 있습니다. 함께 굴리기는 나 외에 최대 { $most }명까지 번갈아 던집니다: 더 적게 지정하세요
error-witness-role = `witnesses`의 '{ $shown }'은(는) 역할입니다. 던질 사람들을 지정하세요. 예: witnesses:@Ana @Ben
error-witness-not-a-person = `witnesses`의 '{ $shown }'은(는) 사람이 아닙니다: @를 입력하고 던질 사람을 각각 고르세요. 예: witnesses:@Ana @Ben
error-not-a-player = 이 함께 굴리기의 플레이어만 차례대로 던진 결과를 입력합니다: { $order }. /roll-along으로 직접 시작하세요
error-undo-not-yours = 마지막으로 던진 { $player }만 취소할 수 있습니다
error-not-your-turn = 지금은 { $player }의 차례입니다: 번갈아 던지니({ $order }) 자기 차례를 기다리세요
error-one-face-only = 여기서는 번갈아 던지므로 자기가 던진 것 하나(면 하나)만 입력하세요. { $count }개를 입력해서 아무것도 입력되지 않았습니다
error-guided-role = { $owner }와(과) <@&{ $role }> 역할을 가진 멤버만 여기에 던진 결과를 입력할 수 있습니다
error-guided-starter = 이 함께 굴리기를 시작한 { $owner }만 여기에 던진 결과를 입력할 수 있습니다. /roll-along으로 직접 시작하세요
error-nothing-to-undo = 아직 취소할 던지기가 없습니다
error-too-many-throws = 함께 굴리기는 최대 { $most }번까지 던지는데, 이러면 { $count }번이 됩니다: 아무것도 입력되지 않았습니다. 판에서 던진 결과를 확인하세요
error-along-finished = 이 함께 굴리기는 끝났습니다: 기록 #{ $record }이(가) 만들어졌습니다
error-along-cancelled = 이 함께 굴리기는 취소되었습니다: /roll-along으로 새로 시작하세요
error-along-left-over = 던진 것 중 { $used }개를 더하면 배치가 끝납니다. 나머지({ $extra })는 필요 없습니다. 아무것도 입력되지 않았습니다: 판에서 확인하고 필요한 것만 입력하세요
error-along-conflict = 같은 순간에 다른 던지기가 입력되었습니다: 메시지에 최신 단계가 표시됩니다. 아직 필요하면 다시 누르세요
error-change-busy = 다른 사람들이 바로 지금 같은 설정을 계속 바꾸고 있어 저장하지 못했습니다: 설정을 다시 확인하고 한 번 더 시도하세요
error-along-not-a-face = '{ $text }'은(는) { $die }의 면이 아닙니다: 버튼 중 하나를 누르세요
error-along-expired = 함께 굴리기 #{ $id }이(가) { $minutes }분 동안 던지기가 없어 만료되었습니다. /roll-along으로 새로 시작하세요.
error-along-expired-with-throws = 함께 굴리기 #{ $id }이(가) { $minutes }분 동안 던지기가 없어 만료되었습니다. /roll-along으로 새로 시작하세요. 지금까지 던진 것: { $throws }.

## /variants와 /fairness
# 내장 방법의 출처.
method-ref-carrillo-1 = 카리요의 절차 1번
method-ref-carrillo-2 = 카리요의 절차 2번(공개된 그대로)
method-ref-numbering = Backrank의 배치 번호
method-ref-after-carrillo-1 = Backrank, 카리요의 절차 1번을 따름
method-ref-derived-placement = 규칙에서 만든 Backrank의 배치 방법
method-ref-pawns = 폰 방식(Walker와 Suzman)
method-ref-carrillo-ajax = 카리요의 Ajax Random 8x8(공개된 그대로)
method-ref-carrillo-capablanca-1a = 카리요의 Capablanca Random 1a(공개된 그대로)
method-ref-carrillo-capablanca-1b = 카리요의 Capablanca Random 1b(공개된 그대로)
method-ref-carrillo-english-1 = 카리요의 English Random 절차 1번(공개된 그대로)
method-ref-carrillo-english-2 = 카리요의 English Random 절차 2번(어떤 장치로도 균등)
method-ref-carrillo-korean = 카리요의 Korean Random 절차(이미 균등)
method-ref-carrillo-korean-published = 카리요의 Korean Random 절차, 공개된 그대로(4–6은 1–3으로 셈)
method-ref-carrillo-modern = 카리요의 Modern Random 9x9(공개된 그대로)
method-ref-scharnagl = 샤르나글의 b.1–b.13 단계
method-ref-winther = 빈테르의 주사위 방식

variants-title = 변형
variants-description = `/random 변형`으로 하나를 굴리고, `/fairness 변형`으로 정확한 감사를 봅니다.
variants-line = { $files }x{ $ranks } · 배치 { GROUPED($positions) }가지 · { $summary }
    방법: **{ $default }** (기본){ $others }
fairness-title = 공정성 · { $variant } · { $method } · { $dice }
fairness-positions = 배치
fairness-positions-value = 허용된 { GROUPED($legal) }가지 중 { GROUPED($positions) }가지
fairness-uniform = 균등
fairness-uniform-yes = 예: 모든 배치가 똑같이 나올 수 있습니다
fairness-uniform-no = 아니요: 가장 잘 나오는 배치가 가장 덜 나오는 배치보다 { $ratio }배 자주 나옵니다
fairness-expected = 예상 던지기 수
fairness-expected-value = { $decimal } (정확히 { $exact })
fairness-lower-bound = 하한
fairness-skew = { $piece }의 위치
fairness-skew-value = 이 방법으로는 { $file }열에 { $method }, 균등 추첨으로는 { $uniform }입니다. 그래프는 모든 열을 보여 줍니다: 막대는 이 방법, 선은 균등 추첨입니다.
fairness-chart-alt = { $method } 방법에서 { $piece }의 위치를 열마다 보여 주는 막대그래프, 괄호 안은 균등 추첨: { $bars }.
fairness-skew-none-name = 기물의 위치
fairness-skew-none = 각 기물이 각 열에 놓이는 빈도는 균등 추첨과 같습니다. 치우침은 기물들의 조합에 있으므로 한 기물의 그래프로는 보이지 않습니다.
fairness-table-title = 공정성 · { $variant } · 모든 방법
fairness-table-method = 방법
fairness-table-intro = 허용된 배치 { GROUPED($positions) }가지 전체에 대해 각 방법을 각 장치로 할 때의 예상 던지기 수입니다. *는 균등하지 않은 추첨입니다.
fairness-table-all-uniform = 여기 있는 것은 모두 균등합니다: 모든 배치가 똑같이 나올 수 있습니다.
fairness-table-not-uniform = 균등하지 않음: { $methods }. `method` 하나로 `/fairness`를 쓰면 비율을 알려 줍니다.

## /stats: 서버의 굴림 결과
stats-title-server = 이 서버의 굴림 · { $period }
stats-title-dms = 서버 밖에서 한 내 굴림 · { $period }
stats-period-days = 최근 { $days }일
stats-period-all = 전체 기간
stats-none = 이 기간에는 아직 굴림이 없습니다. `/random`으로 하나 만들어 보세요.
stats-summary = 굴림 { GROUPED($rolls) }번. 변형: { $variants }. 주사위: { $devices }. 출처: { $sources }.
stats-faces = 눈 · { $source } · { $dice }
stats-piece = { $piece }의 위치 · { $variant }
stats-fit = { GROUPED($total) }개 집계: 카이제곱 { $chi }, 자유도 { $df }, p = { $p }.
stats-verdict-few = 판단하기에는 너무 적습니다. 막대마다 기댓값이 5번 이상이어야 합니다. 계속 굴려 보세요.
stats-verdict-fine = 공정한 굴림에서 충분히 나올 만한 결과입니다.
stats-verdict-unusual = 공정한 굴림에서도 100번 중 { $percent }번은 이만큼 고르지 않게 나옵니다. 드물지만 여러 검사 가운데 하나쯤은 가끔 여기에 옵니다. 이것만으로는 치우침의 증거가 아닙니다.
stats-verdict-rare = 공정한 굴림이라면 이만큼 고르지 않은 결과는 1,000번에 한 번도 안 나옵니다. 주사위나 방법을 확인해 보세요.
stats-impossible = ⚠️ 굴림 { GROUPED($count) }번이 이 방법으로는 나올 수 없는 포지션입니다. 봇 운영자에게 알려 주세요.
stats-others = 표준 배치와 반복
stats-others-value = 굴림 { GROUPED($standard) }번이 표준 배치였고, { GROUPED($repeats) }번은 이 기간에 이미 나온 포지션을 다시 냈습니다.
stats-unread = 굴림 { GROUPED($count) }번은 다시 읽을 수 없어(그 뒤 삭제된 서버 변형) 검사하지 않았습니다.
stats-p-value-note = p값은 공정한 굴림이 적어도 이만큼 고르지 않게 보일 빈도입니다. 주사위가 공정할 확률이 아닙니다.
stats-chart-alt = 막대그래프, { $what }: { $bars }. 선은 공정한 굴림의 평균을, 띠는 100번 중 95번 들어가는 범위를 나타냅니다.
stats-health = 상태 검사 · { $source }
stats-health-stream = { $stream }: 검사를 마지막으로 초기화한 뒤 { GROUPED($samples) }번 검사, 실패 { GROUPED($failures) }번; { $state }.
stats-health-passing = 통과
stats-health-refused = 거부됨 ({ $why }); 다시 허용되려면 연속 { $needed }번 중 { $healthy }번 정상
stats-health-none = 아직 검사한 굴림이 없습니다: 검사는 타워의 첫 굴림부터 시작됩니다.
stats-title-server-id = 서버 { $id }의 굴림 · { $period }
stats-title-user-id = 사용자 { $id }의 서버 밖 굴림 · { $period }
stats-column-seen = 관측
stats-column-expected = 기댓값
stats-column-range = 공정한 범위 (100번 중 95번)
stats-charts-written = 그래프 저장: { $files }
variants-also = 다른 이름
variants-board = 판
variants-rules = 규칙
variants-methods = 방법
variants-default = { $method } (기본)
variants-file = 출처
variants-file-value = 변형 파일, 다이제스트 { $digest }
audit-whole-set = 허용된 배치 전체
audit-not-whole-set = 허용된 배치 전체가 아님
audit-whole-but-standard = 표준 배치를 뺀 모든 합법 포지션
audit-excludes-standard = 표준 배치는 다시 굴립니다: 모든 수치는 나머지 포지션에 대한 것입니다.
audit-lower-bound-value = { $bound } ({ GROUPED($legal) }의 밑 { $sides } 로그)
audit-start-over = 다시 시작
audit-start-over-value = 시도의 { $share } ({ $percent }%)
audit-paths = 살펴본 경로
# 터미널의 `backrank verify-event`.
verify-event-seed = ✓ "{ $event }" { $round }라운드: 시드가 공개된 약속값 { $commitment }과 맞습니다.
verify-event-seed-rules = ✓ "{ $event }" { $round }라운드: 시드가 공개된 약속값 { $commitment }과 맞으며, 이 약속값은 대회 규칙({ $rules })도 담고 있습니다.
verify-event-beacon = ✓ "{ $event }" { $round }라운드: drand { $chain } 비컨의 { $number }회차는 진짜입니다(서명이 검증됨). “{ $purpose }” 용도로 뽑았습니다.
verify-event-attempt = ✓ { $attempt }번째 시도에서 { $position }이(가) 나오며, 규칙이 허용하는 첫 배치입니다.
verify-event-attempt-revealed = ✓ { $attempt }번째 시도에서 { $position }이(가) 나오며, 규칙이 허용하는 첫 배치로 공개된 것과 같습니다.
verify-event-other-position = ✗ "{ $event }" { $round }라운드는 { $position }({ $attempt }번째 시도)이(가) 나오며, { $given }이(가) 아닙니다
verify-event-other-position-why = ✗ "{ $event }" { $round }라운드는 { $position }({ $attempt }번째 시도)이(가) 나오며, { $given }이(가) 아닙니다: { $why }
verify-event-earlier-missing = { $round }라운드 앞에는 { $before }개 라운드가 있고, 뽑기에는 그 각 라운드의 배치가 필요합니다: --earlier에는 { $given }개가 있습니다(라운드의 확인 줄을 통째로 복사하세요)
verify-event-earlier-with-repeats = --earlier는 같은 배치가 두 번 나오지 않는 대회(--repeats no)에만 씁니다: 반복을 허용하면 앞 라운드는 상관없습니다
verify-event-seed-or-beacon = 라운드의 --seed와 --commitment, 또는 --beacon 회차를 주세요
verify-event-rules-need-repeats = --exclude와 --earlier에는 대회의 --repeats 규칙이 함께 있어야 합니다(라운드의 확인 줄에 있습니다): 약속값이 규칙까지 담고 있습니다
verify-event-no-beacon = 이 backrank는 beacon 기능 없이 빌드되었습니다
error-unknown-variant = 알 수 없는 변형 '{ $given }'{ $suggestion }: 변형은 { $list }입니다
did-you-mean = { " " }({ $name }을(를) 말씀하셨나요?)
error-unknown-method = { $variant }에는 '{ $method }' 방법이 없습니다: { $list } 중 하나를 쓰세요
error-unknown-device = 알 수 없는 장치 '{ $given }': coin, d4, d6, d8, d10, d12, d20 중 하나를 쓰세요

## /daily

daily-schedule = <#{ $channel }> 매일 { $time } { $timezone }: { $variants }{ $order ->
    [random] {" "}무작위로
    [single] {""}
   *[rotate] {" "}차례대로
}{ $thread ->
    [yes] , 게시물마다 스레드 포함
   *[no] {""}
}.{ $next }
daily-next = { " " }다음: <t:{ $at }:F> (<t:{ $at }:R>).
daily-set = ✅ 매일 도전을 설정했습니다. { $schedule }
daily-stopped = ✅ { $channels }의 매일 도전 { $count }개를 멈췄습니다.
daily-none-yet = 아직 매일 도전이 없습니다: `/daily set channel time timezone variants`로 시작하세요.
daily-title = 매일 도전
daily-last = 마지막: { $date } { $status }
# 일정(또는 서버의 변형 규칙)이 바뀌기 전에 만든 도전은 그 날짜의 도전으로 남습니다 (이슈 59).
daily-kept-stands = { $date }의 도전은 이미 만들어져 있어 그날의 도전으로 그대로 둡니다. 새 변형 규칙은 { $next }부터 적용됩니다.
error-daily-none-in = <#{ $channel }>에는 매일 도전이 없습니다: `/daily show`로 목록을 보세요
error-daily-none = 이 서버에는 매일 도전이 없습니다
error-daily-which = 이 서버에는 매일 도전이 { $count }개 있습니다({ $channels }): 멈출 것을 `channel`로 지정하거나 `all: true`로 모두 멈추세요
error-daily-off-both = 매일 도전 하나를 멈추려면 `channel`을, 모두 멈추려면 `all: true`를 주세요. 둘 다 주지는 마세요

## 옵션, 개인 설정, 서버 설정, 일정, 대회, 재현 코드에 입력한 내용을
## 거절할 때. 아무것도 바뀌지 않았습니다.

error-option-too-long = `{ $option }`이(가) 너무 깁니다({ $count }자)
error-option-missing = `{ $option }`이(가) 빠졌습니다
error-option-needs-file = `{ $option }`에는 첨부 파일이 필요합니다: Discord의 `{ $option }` 옵션에서 파일을 고르세요
error-use-subcommand = 다음 중 하나를 쓰세요: /{ $command } { $list }
error-option-not-an-id = `{ $option }`은(는) 채널이나 역할이어야 합니다. '{ $given }'은(는) 안 됩니다
error-option-not-a-number = `{ $option }`은(는) 정수여야 합니다. '{ $given }'은(는) 안 됩니다
error-option-out-of-range = `{ $option }`은(는) { $min }에서 { $max } 사이여야 합니다. { $given }은(는) 안 됩니다
error-not-one-of = '{ $given }'은(는) 다음 중 하나가 아닙니다: { $list }
error-old-control = 이 버튼은 이전 버전의 봇에서 온 것입니다: 명령을 다시 실행하세요
error-no-tower = 이 봇에는 주사위 타워가 설정되어 있지 않습니다: `source: os`를 사용하거나 봇 운영자에게 [bot] hardware_source 설정을 요청하세요
error-no-tower-server-default = 이 서버는 기본으로 주사위 타워로 굴리지만 이 봇에는 더 이상 타워가 없습니다: 지금은 `source: os`로 굴리고, 관리자는 `/settings set source:os`로 이를 기본값으로 바꿀 수 있습니다
source-tower = 클럽의 주사위 타워
source-os = 컴퓨터의 난수
source-typed = 입력한 던지기
source-table = 테이블의 주사위
source-table-players = 테이블의 주사위, { $players } 순서로 던짐
source-seed = 시드 { $seed }
source-seeded = 시드
source-beacon = drand 비컨 { $round }회차 ({ $chain })
source-beacons = drand 비컨
source-beacon-published = { $source }, { $at } UTC 공개
beacon-drawn-from = drand { $chain } { $round }회차({ $published } UTC 공개)에서 “{ $purpose }” 용도로 뽑았습니다. 서명은 체인의 키로 검증했습니다.
beacon-check-offline = 오프라인으로 확인: { $command }
source-replay-code = 재현 코드에 담긴 던지기
error-tower-refused = { $tower }는 상태 검사에서 거부되었습니다: { $why }. 봇 운영자가 장치를 확인할 때까지 이 장치로는 굴릴 수 없습니다. 그동안 `source: os`를 사용하세요
error-tower-cannot-throw = { $tower }는 { $die }를 던질 수 없습니다. 던질 수 있는 것: { $dice }. `{ $dice_option }`를 비워 두거나 `{ $os }`를 사용하세요
error-tower-failed = { $tower }가 지금 던지지 못했습니다(연결이 빠졌거나 꺼졌거나 멈췄을 수 있습니다). 그래서 포지션을 만들지 않았고 다른 것을 대신 쓰지도 않았습니다. 잠시 후 다시 시도하거나 `source: os`를 사용하세요. 원인은 봇 운영자가 로그에서 확인할 수 있습니다
error-tower-records = { $tower }의 상태 기록을 읽을 수 없어 사용하지 않았습니다. 잠시 후 다시 시도하거나 봇 운영자에게 알려 주세요
error-unknown-source = 알 수 없는 소스 '{ $given }': os(기본값), tower를 쓰거나 `rolls`에 직접 던진 결과를 입력하세요
error-unknown-stats-source = 알 수 없는 소스 '{ $given }': /stats는 { $list } 중 하나를 셉니다
error-unknown-command = 알 수 없는 명령 /{ $name }: 이 명령이 등록된 뒤 Backrank의 명령이 바뀌었을 수 있습니다. 1분 뒤에 다시 해 보세요
error-panicked = 봇 쪽에서 문제가 생겼습니다. 다시 해 보거나 봇 운영자에게 알려 주세요
error-form-too-late = 입력 양식을 여는 데 너무 오래 걸렸습니다. 버튼을 다시 눌러 주세요
error-os-random = 운영체제가 난수를 주지 않아 배치를 만들지 못했습니다. 다시 해 보거나 봇 운영자에게 알려 주세요
error-beacon-unreadable = 지금은 drand 비컨을 읽지 못했습니다(제때 회차를 준 릴레이가 없거나 검증된 것이 없음). 그래서 배치를 만들지 못했습니다. 1분 뒤에 다시 해 보거나 다른 소스로 굴려 주세요
error-source-setup = 이 봇의 던지기 소스가 제대로 설정되지 않아 포지션을 만들지 않았습니다: 봇 운영자에게 알리세요(로그에 고칠 점이 있습니다)
error-variant-file-unreadable = 이 서버의 변형 파일을 읽지 못했습니다. 다시 해 보거나 봇 운영자에게 알려 주세요
error-variant-file-unchecked = 변형 파일을 검사하지 못했습니다. 다시 해 보거나 봇 운영자에게 알려 주세요
error-round-unrolled = 이 라운드를 시드로부터 굴리지 못했습니다. 봇 운영자에게 알려 주세요
error-roll-along-unreadable = 이 함께 굴리기의 저장된 상태를 읽지 못했습니다. 새로 시작하고 봇 운영자에게 알려 주세요
error-audit-failed = 공정성 검사에 실패했습니다. 다시 해 보거나 봇 운영자에게 알려 주세요
error-stats-failed = 통계를 계산하지 못했습니다. 다시 해 보거나 봇 운영자에게 알려 주세요
error-event-unreadable = 이 이벤트의 저장된 상태를 읽지 못했습니다. 봇 운영자에게 알려 주세요
error-restarted = 이 작업이 끝나기 전에 Backrank가 다시 시작되었습니다. 다시 해 주세요
error-no-throws-needed = 이 방법은 던질 필요가 없습니다
error-along-missing = 이 함께 굴리기는 기록에 없습니다: /roll-along으로 새로 시작하세요
error-along-elsewhere = 이 함께 굴리기는 다른 채널의 것입니다: /roll-along으로 직접 시작하세요
error-no-such-number = { $variant }에는 { $number }번 배치가 없습니다: 0부터 { $last }까지 쓰세요
error-number-not-legal = { $variant }의 { $number }번은 시작 배치가 아닙니다: { $why } (Scharnagl의 규칙은 이 번호를 건너뜁니다)
error-server-only = 서버에서만 쓰는 명령입니다: 서버에서 사용하세요
error-not-manager = 서버 관리 권한(또는 서버의 관리자 역할)이 있는 멤버만 `/{ $command }`을(를) 쓸 수 있습니다
error-manager-role = 서버 관리 권한이 있는 멤버만 관리자 역할을 정할 수 있습니다
error-settings-method-unfit = { $reason }. 서버의 방법은 다른 변형용으로 정해져 있습니다: 같은 명령에서 이 중 하나를 지정하거나(`method:`) 기본값에서 다시 시작하세요(`reset:`). 아무것도 바뀌지 않았습니다
error-guided-needs-role = `guided: role`에는 `role`이 필요합니다: 던진 결과를 입력할 수 있는 역할을 고르세요
error-no-tower-default = 이 봇에는 주사위 타워가 설정되어 있지 않아([bot] hardware_source) `source: tower`를 기본값으로 할 수 없습니다
error-unknown-language = '{ $given }'은(는) Backrank가 지원하는 언어가 아닙니다: en, de, fr, es, ko 중 하나를 쓰세요
error-prefs-nothing = theme, flipped, width, text_only, language, lichess 중 하나 이상을 지정하세요
error-unknown-theme = Backrank에는 `theme` '{ $given }'이(가) 없습니다: { $list } 중에서 고르세요
error-not-a-time = '{ $given }'은(는) 시각이 아닙니다: 24시간제 HH:MM으로 쓰세요(예: 18:30)
error-not-a-zone = '{ $given }'은(는) 시간대 이름이 아닙니다: Asia/Seoul이나 America/New_York 같은 이름을 쓰세요
error-not-a-zone-near = '{ $given }'은(는) 시간대 이름이 아닙니다: { $near }을(를) 말씀하신 건가요?
error-no-variants = `variants`가 비어 있습니다: "chess960, crc"처럼 하나 이상 적거나 "all"을 쓰세요
error-event-name = 대회 이름은 한 줄에 1~{ $most }자이며 -로 시작하거나 백틱(`)을 넣을 수 없습니다(예: "Club Open 2026")
error-event-name-hidden = 대회 이름에는 { $kind ->
        [formatting] `` { $char } ``
       *[invisible] 보이지 않는 문자
    }(U+{ $code })를 넣을 수 없습니다: 보이지 않는 문자, 방향 문자, Discord 서식 문자(`` { $formatting } ``, 맨 앞의 { $at_start })는 이름과 주변 글이 보이는 모양을 바꿉니다. 글자, 숫자, 공백, ( ) - ' . , : / + 같은 문장 부호와 이모지를 쓰세요
error-event-exists = 이 서버에는 이미 "{ $name }" 대회가 있습니다: 다른 이름을 고르거나 `/event show name:{ $name }`을 쓰세요
error-event-all-revealed = { $rounds ->
    [2] "{ $name }"의 두 라운드가 모두 공개되었습니다: `/event show`로 볼 수 있습니다
   *[other] "{ $name }"의 { $rounds }라운드가 모두 공개되었습니다: `/event show`로 볼 수 있습니다
}
error-event-forged = "{ $name }"의 { $round }라운드를 공개하지 않았습니다: 저장된 시드가 이벤트 시작 때 공개한 커밋과 더 이상 맞지 않으므로 봇의 기록이 그 뒤에 바뀌었습니다. 봇 운영자에게 알리세요. 이 라운드의 포지션은 믿을 수 없습니다
error-event-busy = 다른 사람이 같은 순간에 { $round }라운드를 공개했습니다: `/event show`에서 확인하고, `/event next`로 다음 라운드를 공개하세요
error-event-missing = 이 서버에는 "{ $name }" 대회가 없습니다: `/event start`로 시작하세요
error-event-server-only = 대회는 서버에 속합니다: 서버에서 사용하세요
error-event-none = 이 서버에는 아직 대회가 없습니다: `/event start`로 시작하세요
error-event-which = 어느 대회인가요? 이 서버에는 여러 대회가 있습니다: { $names }. `name`을 지정하거나 `/event list`로 모두 보세요
error-event-draw = `draw`는 `seeds`(모든 라운드를 지금 뽑아 약속) 또는 `beacon`(drand 공개 비컨, 라운드마다)입니다. "{ $given }"는 아닙니다
error-event-beacon-down = 지금 drand 비컨을 읽지 못해 비컨 라운드를 고정하지 않았고 아무것도 공개하지 않았습니다: 1분 뒤에 `/event next`를 다시 해 보세요
error-event-beacon-clock = 이 컴퓨터의 시계가 drand와 맞지 않아(체인보다 늦거나 대회 시작 전) 비컨 라운드를 고정하지 않았고 아무것도 공개하지 않았습니다: 봇 운영자에게 시계를 맞추도록(NTP) 알린 뒤 `/event next`를 다시 하세요
error-event-beacon-unread = 이 라운드를 정하는 drand { $chain } 비컨의 라운드 { $round }를 지금 가져와 검증하지 못해 아무것도 공개하지 않았습니다. 라운드는 고정된 채로 남습니다: `/event next`를 다시 하면 바로 이 라운드를 공개합니다
error-event-beacon-forged = "{ $name }"의 라운드 { $round }를 공개하지 않았습니다: 이 라운드에 저장된 비컨 라운드가 시작할 때 공개한 규칙(`/event next` 뒤의 첫 라운드)에 맞지 않으니, 봇의 기록이 나중에 바뀌었습니다. 봇 운영자에게 알려 주세요. 이 라운드의 배치는 믿을 수 없습니다
error-event-verify-beacon = "{ $name }"는 시드가 아니라 drand 비컨으로 뽑습니다: 라운드를 공개할 때 준 명령(`backrank verify-event … --beacon …`)으로 확인하세요. 네트워크가 필요 없습니다
error-exclude-item = `{ $option }`: "{ $given }"은 배치 번호도, 0-16 같은 범위도, `standard`도 아닙니다
error-exclude-range = `{ $option }`: { $variant }에는 { $number }번 배치가 없습니다: 0부터 { $last }까지 쓰세요
error-exclude-no-standard = `{ $option }`: { $variant }의 표준 배열은 무작위 배치에 들지 않으므로 `standard`로는 아무것도 빠지지 않습니다
error-event-repeats = `repeats`는 `no`(같은 배치 두 번 없음, 기본값) 또는 `allow`입니다. "{ $given }"은 아닙니다
error-event-nothing-left = { $variant }의 모든 배치를 뺐습니다: 뽑을 것이 없습니다
error-event-too-few-positions = 같은 배치 없이 { $rounds }라운드를 치르려면 배치가 그만큼 필요하지만, 빼고 나면 { $variant }에는 { $left }개만 남습니다: 라운드를 줄이거나, 덜 빼거나, 반복을 허용하세요(`repeats:allow`)
error-event-draw-too-long = 마지막 라운드에는 { $variant }의 배치 { GROUPED($total) }개 중 { GROUPED($left) }개만 남아, 뽑는 데 평균 { GROUPED($attempts) }번쯤 시도해야 합니다: 덜 빼거나 라운드를 줄이세요
error-event-avoid-missing = 이 서버에는 피할 "{ $name }" 대회가 없습니다: `/event list`로 대회를 볼 수 있습니다
error-event-avoid-variant = "{ $name }"는 { $variant }가 아니라 { $theirs }로 뽑았습니다: 그 배치 번호는 다른 배치를 가리킵니다
error-event-avoid-none = "{ $name }"는 아직 배치를 공개하지 않았습니다: 피할 것이 없습니다
error-event-avoid-unchecked = "{ $name }"의 { $round }라운드를 지금 확인할 수 없어 그 배치를 뺄 수 없습니다: 잠시 뒤 다시 해 보세요
error-event-verify-earlier = 시드는 { $round }라운드의 커밋과 맞지만, 그 배치는 앞 라운드들에 달려 있고(같은 배치는 두 번 나오지 않음) { $before }라운드가 아직 공개되지 않았습니다: 그 라운드가 공개된 뒤 `/event verify`로 확인할 수 있습니다
error-event-round-unchecked = "{ $name }"의 { $round }라운드를 지금 확인할 수 없었고 다음 라운드를 뽑으려면 그 배치가 필요하므로, 아무것도 공개하지 않았습니다: 잠시 뒤 `/event next`를 다시 해 보세요
event-round-held = ⚠️ 이 라운드의 기록은 공개된 내용과 맞지만, 뽑을 때 { $round }라운드의 배치가 필요한데 그 기록이 맞지 않아 보여 주지 않습니다
web-event-held = 이 라운드 자체의 기록은 시작 때 공개된 것과 맞지만, 뽑을 때 { $round }라운드의 배치가 필요한데 그 기록이 맞지 않아 배치를 보여 주지 않습니다. 봇 운영자에게 알리세요.
web-event-held-fix = 봇 운영자에게 알리세요: 앞선 라운드의 기록이 공개 후에 바뀌었습니다.
error-event-avoid-forged = "{ $name }"의 { $round }라운드가 공개된 내용과 맞지 않습니다: 봇의 기록이 그 뒤에 바뀌었으므로 그 배치를 믿고 뺄 수 없습니다. 봇 운영자에게 알리거나 다른 대회를 피하세요
error-exclude-not-position = `{ $option }`: { $why }. 뺄 수 있는 배치가 아닙니다
error-exclude-no-position-in = `{ $option }`: { $variant }에는 { $from }부터 { $to }까지 배치가 없으므로(번호 매김이 그 번호를 모두 건너뜁니다) 이 범위로는 아무것도 빠지지 않습니다
error-event-name-mark-alone = 대회 이름은 악센트 같은 결합 부호(U+{ $code })로 시작하거나 공백 뒤에 결합 부호를 둘 수 없습니다: 결합 부호는 "Café Open"의 é처럼 얹힐 글자, 숫자 또는 기호가 있어야 합니다
error-event-name-marks = 대회 이름은 한 글자에 악센트 같은 결합 부호를 최대 { $most }개까지 붙일 수 있습니다. "{ $base }"에 { $count }개는 안 됩니다: 쌓인 부호가 이름 주변의 글까지 넘칩니다
error-option-longest = `{ $option }`은(는) 최대 { $most }자까지입니다. { $count }자는 안 됩니다: 줄이세요
event-check-attached = { $label }: `{ $command }` (확인 줄이 디스코드 메시지에 담기에는 너무 길어 { $file }로 통째로 첨부했습니다: 저장한 폴더에서 이 줄을 실행하세요)
event-rounds-attached = 디스코드 메시지에 담을 수 있는 만큼인 1~{ $shown }라운드(전체 { $rounds }라운드)만 여기에 적었습니다. 전체 목록은 { $file }로 첨부했습니다.
error-not-a-commitment = 약속값은 16진수 64자리(SHA-256)여야 합니다. '{ $given }'은(는) 안 됩니다
error-commitment-mismatch = "{ $event }"의 { $round }라운드를 시드 { $seed }로 계산한 해시는 { $actual }이며, 공개된 { $published }와 다릅니다: 약속된 시드가 아닙니다(또는 대회 이름이나 라운드가 다릅니다)
error-code-too-long = 재현 코드가 { $count }자입니다. 코드는 최대 { $most }자입니다
error-code-shape = '{ $given }'은(는) 재현 코드가 아닙니다: 960-p6-655354225554-9 같은 모양입니다(변형, 방법과 장치, 면, 검사 문자)
error-code-variant = 재현 코드에 알 수 없는 변형 '{ $given }'이(가) 있습니다
error-code-changed = 이 재현 코드는 코드를 만들 때의 { $id } 파일(다이제스트 { $digest })용인데, 여기 불러온 파일이 바뀌었습니다(다이제스트 { $loaded }): 그때의 파일로 재현하거나 새로 굴리세요
error-code-not-loaded = 이 재현 코드는 변형 { $id }(파일 다이제스트 { $digest })용인데, 여기에는 불러와 있지 않습니다: --variant-file FILE로 파일을 불러오거나 /variant add로 이 서버에 추가하세요
error-code-method = 재현 코드에 알 수 없는 방법과 장치 '{ $given }'이(가) 있습니다
error-code-face = 면의 { $position }번째 문자('{ $found }')는 { $die }의 면이 아닙니다
error-code-check = 재현 코드의 검사 문자가 맞지 않습니다: 한 글자를 잘못 입력한 것 같습니다

## /variant: 서버 자체 변형. 변형의 이름, ID, 요약, 버전(파일 다이제스트)은
## 파일에 적힌 그대로입니다.

variant-added = ✅ 이 서버에 { $name }(`{ $id }`)을(를) 추가했습니다: `/random variant:{ $id }`로 굴릴 수 있습니다.
variant-replaced = ✅ { $name }(`{ $id }`)은(는) 이제 이 파일을 씁니다(버전 { $version }, 이전 { $was }). 이전 버전으로 만든 굴림은 그때 그대로 재현됩니다.
variant-removed = ✅ 이 서버에서 { $name }(`{ $id }`)을(를) 제거했습니다. 이 변형으로 만든 굴림은 계속 보이고 재현됩니다.
variant-file-alt = { $name }의 변형 파일
variant-board = 판
variant-legal = 합법 배치
variant-codes = 재현 코드
variant-method = 방법 `{ $method }`
variant-audit-line = { $dice }: { $uniform }, 예상 던지기 { $expected }번
variant-uniform = 균등
variant-not-uniform = 균등하지 않음(비율 { $ratio })
variant-list-title = 이 서버의 자체 변형
variant-list-none = 아직 없습니다. 하나 작성하고(사용 설명서의 "Variant files" 참고) `backrank variants check FILE`로 검사한 뒤 `/variant add`로 추가하세요.
variant-list-count = 최대 { $most }개 중 { $count }개. `/variant show variant:ID`로 감사 결과와 파일을 볼 수 있습니다.
variant-list-line = { $files }x{ $ranks } · 배치 { GROUPED($positions) }개 · 버전 { $version }
error-variant-in-use = { $id }은(는) 아직 쓰이고 있습니다: { $uses }. 먼저 그것을 바꾼 뒤 제거하세요
variant-used-by-default = 서버의 기본 변형(`/settings set variant:`)
variant-used-by-daily = <#{ $channel }>의 매일 도전
error-variant-missing = 이 서버에는 '{ $given }'이라는 자체 변형이 없습니다: `/variant show`로 목록을 볼 수 있습니다
error-variant-server-only = 서버 자체 변형은 서버에 속합니다: 서버에서 사용하세요
error-variant-checks = 이 서버는 지난 1시간 동안 새 변형 파일 { $most }개를 검사했습니다. 봇이 받는 최대치입니다: { $minutes }분 뒤에 다시 시도하세요
error-variant-digest-clash = 이 파일의 다이제스트 { $digest }이(가) 이전의 다른 버전과 같습니다: 정의에서 무엇이든(예: 이름) 바꾼 뒤 다시 추가하세요
error-variant-full = 이 서버에는 이미 자체 변형이 최대치인 { $most }개 있습니다: 먼저 /variant remove로 하나를 제거하세요
error-variant-name-taken = '{ $name }'은(는) 여기서 이미 변형 { $variant }({ $id })의 이름입니다: 다른 ID나 별칭을 고르세요

## The console's own words.
console-welcome = Backrank 콘솔: /random chess960, /variants, /help 또는 /quit 을 입력하세요.
console-nothing-to-press = 아직 누를 것이 없습니다: /press 는 버튼이 있는 마지막 메시지의 버튼을 누르는데, 아직 그런 메시지가 없습니다
console-no-such-button = { $given }번 버튼은 없습니다: 버튼이 있는 마지막 메시지의 버튼은 { $count }개입니다 (/press 1 ~ { $count })

## The web pages (backrank web)
web-home-title = 굴림 또는 배치 열기
web-home-intro = 모든 굴림의 재현 코드는 그 배치와 기록의 모든 단계를 되돌려 주므로, 테이블의 누구나 따라가거나 손으로 다시 해 볼 수 있습니다.
web-home-link = 첫 페이지로 돌아가기
web-code-label = 재현 코드
web-variant-label = 변형
web-number-label = 배치 번호
web-open = 열기
web-steps = 테이블에서 하는 그대로의 모든 단계
web-qr-alt = 이 페이지 주소의 QR 코드
web-qr-caption = 휴대폰으로 이 페이지를 열려면 스캔하세요.
web-links = 다른 곳에서 보는 이 굴림
web-position-link = 번호로 보는 이 배치
web-bad-code-title = 이 재현 코드를 읽을 수 없습니다
web-bad-code-fix = 받은 코드와 비교해 보세요 (마지막 글자가 대부분의 오타를 잡아냅니다). 또는 첫 페이지를 열고 다시 입력하세요.
web-bad-position-title = 그런 배치는 없습니다
web-bad-position-fix = Backrank가 아는 변형과 그 범위 안의 번호를 주세요. 예: /p/chess960/518.
web-bad-number = '{ $given }'은(는) 배치 번호가 아닙니다: 518처럼 숫자로 쓰세요.
web-not-found-title = 여기에는 페이지가 없습니다
web-not-found = 이 주소에는 페이지가 없습니다.
web-not-found-fix = 굴림의 페이지는 /r/ 뒤에 재현 코드를, 배치의 페이지는 /p/ 뒤에 변형과 번호를 붙인 주소입니다.
web-along-heading = 내 주사위로 함께 굴리기
web-along-home = 테이블에서 진짜 주사위를 던지고 나온 면을 누르세요. 단계마다 무엇을 던질지 알려 줍니다. 변형을 고르세요:
web-along-title = 함께 굴리기: { $variant }
web-along-intro = 테이블에 있는 방법과 주사위를 고르세요. 그러면 단계마다 무엇을 던질지 알려 줍니다. 위로 나온 면을 누르세요. 뒤로 가기는 던지기 하나를 되돌리고, 주소는 도중에 공유할 수 있습니다.
web-method-label = 방법
web-dice-label = 주사위
web-along-start = 시작
web-along-progress = { $step }단계 · 지금까지 { $throws }번 던짐
web-along-this-step = 이 단계에서 지금까지
web-along-undo = 마지막 던지기 취소
web-along-faces = { $die }의 면
web-along-refused-title = 이 함께 굴리기는 계속할 수 없습니다
web-along-refused-fix = 변형 페이지에서 다시 시작하거나 한 번 뒤로 가세요.
web-along-too-many = 여기서 함께 굴리기는 최대 { $most }번까지 던질 수 있습니다.
web-along-exclude-standard = 표준 배치가 나오면 다시 굴리기
web-along-pair = 색을 바꿔 두 판 두기
web-along-bad-rule = 주소의 { $name }={ $given }은(는) true도 false도 아닙니다: 변형의 함께 굴리기 페이지에서 상자를 체크하거나 해제한 뒤 다시 시작을 누르세요.
web-bad-address-title = 이 주소를 읽을 수 없습니다
web-bad-address-fix = 링크나 QR 코드로 페이지를 다시 열거나 첫 페이지에서 시작하세요.
web-bad-query-twice = 주소에 '{ $field }'가 두 번 있습니다: 페이지는 각 항목을 한 번만 읽습니다.
web-bad-query-value = '{ $given }'은(는) 이 주소의 '{ $field }'에 쓸 수 있는 값이 아닙니다.
web-bad-query = 이 주소의 '?' 뒤 부분을 읽을 수 없습니다.
web-bad-path = 이 주소의 경로를 글자로 읽을 수 없습니다.
web-variant-fairness = 방법과 공정성
web-variant-board = 파일 { $files }개, 랭크 { $ranks }개인 판; 허용 집합의 시작 배치는 { GROUPED($positions) }가지입니다.
web-variant-first = 번호로 보는 배치
web-variant-methods = 방법
web-variant-audit = 모든 방법은 정확히 감사됩니다: 던지기의 모든 경로를 따라가므로 추정치가 아니라 참 평균입니다.
web-variant-caption = 배치 하나까지의 평균 던지기 횟수, 방법과 주사위별
web-variant-not-uniform = 균등하지 않음: 어떤 배치는 다른 배치보다 자주 나옵니다
web-bad-variant-title = 그런 변형은 없습니다
web-bad-variant-fix = 첫 페이지에서 변형을 고르세요.
web-audit-failed-title = 감사를 계산할 수 없습니다
web-audit-failed-fix = Backrank의 잘못입니다: 나중에 다시 시도하고, 계속되면 클럽 운영자에게 알려 주세요.
error-event-unrevealed = "{ $name }"의 { $round }라운드는 아직 공개되지 않았습니다
web-event-missing-title = 이 주소에는 대회가 없습니다
web-event-missing = 이 주소는 어떤 대회도 가리키지 않습니다. 대회 페이지는 시작 게시물의 링크입니다: 그곳에서 열거나 링크 전체를 복사하세요.
web-event-missing-fix = 주최자에게 링크를 요청하세요: `/event show`가 다시 게시합니다.
web-roll-down-title = 지금은 이 굴림을 읽을 수 없습니다
web-file-down-title = 지금은 이 변형 파일을 읽을 수 없습니다
web-event-down-title = 지금은 대회를 읽을 수 없습니다
web-event-down = 봇의 기록이 응답하지 않았습니다.
web-event-down-fix = 잠시 후 새로 고치고, 계속되면 클럽 운영자에게 알리세요.
web-file-missing-title = 이 주소에는 변형 파일이 없습니다
web-file-missing = 여기에는 파일 다이제스트가 { $digest }이고 이름이 { $name }인 서버의 변형 파일이 없습니다.
web-file-missing-fix = 대회나 굴림 페이지에서 파일을 가리키는 줄 옆의 링크로 변형 파일을 여세요. 또는 그 링크 전체를 복사하세요. 내장 변형에는 파일이 필요 없습니다.
web-event-summary = { $variant } · { $rounds }라운드 · { $dice }(으)로 { $method } · { $rounds }라운드 중 { $revealed }라운드 공개
web-event-screen = 심판 화면
web-event-drawn = 라운드를 정하는 방법
web-event-seeds = 각 라운드의 배치는 첫 라운드 전에 뽑은 시드에서 나옵니다. 그 약정값(대회 이름, 라운드, 시드의 SHA-256)은 대회 시작 때 공개되었으므로, 이후에 누구도 배치를 고를 수 없었습니다. 공개된 라운드는 시드와, 그것을 다시 하고 확인하는 명령을 보여 줍니다.
web-event-seeds-rules = 각 라운드의 배치는 첫 라운드 전에 뽑은 시드에서 나옵니다. 그 약정값(대회 이름, 라운드, 시드, 대회 규칙의 SHA-256)은 대회 시작 때 공개되었으므로, 이후에 누구도 배치를 고르거나 규칙을 바꿀 수 없었습니다. 공개된 라운드는 시드와, 그것을 다시 하고 확인하는 명령을 보여 줍니다.
web-event-beacon = 각 라운드는 심판이 공개한 뒤 처음 나오는 drand { $chain } 비컨 라운드가 "event { $server } { $name } round N" 용도로 정합니다. 주최자를 포함해 누구도 그 전에 배치를 알 수 없습니다. 공개된 라운드는 비컨 라운드와 서명, 그리고 네트워크 없이 확인하는 명령을 보여 줍니다.
web-event-round = { $round }라운드
web-event-not-yet = 아직 공개되지 않았습니다.
web-event-forged = 이 라운드에 보관된 기록이 시작 때 공개된 것과 맞지 않아 배치를 보여 주지 않습니다. 봇 운영자에게 알리세요.
web-event-forged-title = 이 라운드는 보여 줄 수 없습니다
web-event-forged-fix = 봇 운영자에게 알리세요: 라운드의 기록이 공개 후에 바뀌었습니다.
round-commitment = 약정값
round-beacon-round = 비컨 라운드
web-event-beacon-unfixed = 라운드를 공개할 때 정해집니다
round-seed = 시드
round-signature = 서명
round-fixed = 고정 시각
round-published = 공개 시각
round-redo = 다시 하기
round-check = 확인하기
round-file = 변형 파일
round-attempts = 시도
round-attempt-excluded = { $attempt }번째 시도: { $position }, 시작 때 뺀 배치라 다시 뽑음
round-attempt-avoided = { $attempt }번째 시도: { $position }, "{ $event }"의 배치라 다시 뽑음
round-attempt-taken = { $attempt }번째 시도: { $position }, { $round }라운드의 배치라 다시 뽑음
round-attempts-more = …그리고 뺀 배치나 이미 나온 배치가 나온 시도 { $more }번 더
web-event-sheets = 판별 인쇄용 종이
web-event-roll-page = 이 라운드의 굴림 페이지
web-event-back = 대회로 돌아가기
web-event-boards = 판 수
web-bad-round-title = 그런 라운드는 없습니다
web-bad-round = '{ $given }'은(는) 이 대회의 라운드가 아닙니다: 1라운드부터 { $rounds }라운드까지 있습니다.
web-bad-round-fix = 대회 페이지를 열고 공개된 라운드를 고르세요.
web-bad-boards = 종이는 1판부터 { $most }판까지 인쇄할 수 있습니다. { $given }판은 안 됩니다.
web-bad-boards-fix = 대회장의 판 수를 입력하세요.
web-sheets-title = { $name } · { $round }라운드 · 인쇄용 종이
web-sheets-intro = 판마다 한 장씩, 판 번호와 배치와 그 줄을 적어 판 옆에 둡니다. A4나 Letter로 인쇄하세요: 판마다 새 쪽에서 시작합니다.
web-sheets-make = 종이 만들기
web-sheet-board = { $board }번 판
web-screen-title = { $name } · { $rounds }라운드 중 { $round }라운드
web-screen-waiting = { $round }라운드는 아직 공개되지 않았습니다: 심판이 공개하는 즉시 이 화면에 나타납니다.
web-screen-countdown = 남은 준비 시간
web-screen-play-started = 대국이 시작되었습니다
web-event-links = 이 대회의 다른 형식
web-event-unchecked = 이 라운드는 지금 확인할 수 없어 보여 주지 않습니다: 잠시 후에 다시 시도합니다.
error-file-too-big = { $name }은(는) { $size }바이트입니다. 파일은 최대 { $max }바이트까지 가능합니다
error-file-foreign = { $name }은(는) Discord 파일 서버에 있지 않아 가져오지 않았습니다
error-file-unfetched = Discord에서 { $name }을(를) 가져오지 못했습니다({ $why }): 다시 첨부하세요
error-file-not-text = { $name }은(는) 일반 텍스트(UTF-8)가 아닙니다: 일반 텍스트 파일로 저장하세요
error-daily-roll-missing = 이 일일 도전에 보관된 굴림이 봇의 기록에 없습니다. 봇 운영자에게 알리세요
error-along-stuck = 이 함께 굴리기의 던짐이 더 이상 기다릴 단계로 이어지지 않습니다. 봇 운영자에게 알리세요

# lichess에서 두기 (이슈 53).
button-play-lichess = lichess에서 두기
settings-lichess = lichess에서 두기
settings-lichess-on = 보임, { $clock }
settings-lichess-off = 보이지 않음
settings-lichess-install-off = 보이지 않음: 봇 운영자가 모든 서버에서 껐습니다
lichess-made = ♟️ **{ $name }** 대국이 lichess에 준비되었습니다: { $url } (먼저 여는 두 사람이 둡니다)
lichess-colours = 색을 고르려면: 백 { $white } · 흑 { $black }
lichess-terms = 비레이팅, { $clock }; 대국은 24시간 동안 두 사람을 기다립니다.
lichess-days = 한 수에 { $days }일
lichess-pair = 두 판 한 쌍: 대국이 끝나면 lichess의 재대국이 색을 바꿔 같은 포지션을 다시 둡니다.
lichess-off = 여기서는 lichess에서 두기가 꺼져 있습니다
lichess-not-playable = lichess에는 { $variant } 판이 없습니다: Chess960과 표준 기물을 쓰는 다른 8x8 포지션만 둘 수 있습니다
lichess-rate-person = 지난 한 시간 동안 lichess 대국을 { $most }번 만들었습니다. 한 사람의 최대치입니다: { $minutes }분 뒤에 다시 시도하세요
lichess-rate-server = 이 서버가 지난 한 시간 동안 lichess 대국을 { $most }번 만들었습니다. 한 서버의 최대치입니다: { $minutes }분 뒤에 다시 시도하세요
lichess-rate-visitor = 지난 한 시간 동안 이 주소에서 lichess 대국이 { $most }번 만들어졌습니다. 한 주소의 최대치입니다: { $minutes }분 뒤에 다시 시도하세요
lichess-too-many = lichess가 잠시 쉬어 달라고 합니다: 1분 뒤에 다시 시도하세요
lichess-waiting = 지난 대국을 아직 lichess에서 만드는 중입니다: 끝나면 다시 누르세요
lichess-refused = lichess가 대국을 거절했습니다: { $reason }
lichess-timed-out = lichess가 제때 답하지 않았습니다: 잠시 뒤에 다시 시도하세요
lichess-unreachable = lichess에 연결할 수 없습니다: 나중에 다시 시도하세요
lichess-unexpected = lichess가 대국이 아닌 답을 보냈습니다: 나중에 다시 시도하세요
lichess-refused-silent = lichess가 이유를 밝히지 않고 대국을 거절했습니다
lichess-round-none = "{ $name }"에는 { $round }라운드가 없습니다: { $rounds ->
    [1] 1라운드만 있습니다
   *[other] 라운드는 1부터 { $rounds }까지입니다
}
lichess-round-forged = "{ $name }"의 { $round }라운드가 시작 때 공개한 내용과 맞지 않아 대국을 만들지 않았습니다: 봇 운영자에게 알리세요
lichess-round-unchecked = "{ $name }"의 { $round }라운드를 지금 확인할 수 없어 대국을 만들지 않았습니다: 잠시 뒤 다시 해 보세요
lichess-round-held = "{ $name }"의 { $round }라운드는 { $by }라운드의 배치가 필요한데 그 기록이 시작 때 공개한 내용과 맞지 않아 대국을 만들지 않았습니다: 봇 운영자에게 알리세요
lichess-round-other = 이 버튼은 "{ $name }"의 { $round }라운드를 보여 주지 않습니다: 그 라운드 아래의 버튼을 누르세요
lichess-daily-other = 이 버튼은 { $date } 오늘의 도전을 보여 주지 않습니다: 그날 게시물 아래의 버튼을 누르세요
web-play-refused-fix = lichess는 이 대국을 다시 거절할 것입니다: 줄이나 FEN을 보고 아무 판에나 배치를 놓고, 클럽 운영자에게 알리세요.
error-lichess-clock = `lichess_clock`: { $given }은(는) lichess가 두는 시간이 아닙니다: 10+5처럼 분+초(한 수에 최대 180분, 60초)로, 또는 3d처럼 한 수에 며칠(1, 2, 3, 5, 7, 10, 14)로 쓰세요
# Play on lichess on the web pages (issue 53).
web-play-note = 이 배치로 lichess에서 비레이팅 대국을 만듭니다: 주소를 먼저 여는 두 사람이 둡니다.
web-play-made-title = lichess에 대국이 준비되었습니다
web-play-open = 이 주소를 먼저 여는 두 사람이 대국을 둡니다: 상대에게 보내거나 직접 여세요.
web-play-colours = 색을 고르려면 대신 다음 중 하나를 여세요:
web-play-white = 백으로 두기
web-play-black = 흑으로 두기
web-play-back-roll = 굴림으로 돌아가기
web-play-back-position = 배치로 돌아가기
web-play-none-title = 이 페이지에서는 lichess 대국을 만들 수 없습니다
web-play-none-fix = 줄이나 FEN을 보고 어느 판에서든 이 배치를 놓을 수 있습니다.
web-play-wait-title = 다음 lichess 대국까지 기다리세요
web-play-wait-fix = 기다린 뒤 "lichess에서 두기"를 다시 누르세요.
web-play-failed-title = lichess에 대국을 만들지 못했습니다
web-play-failed-fix = 돌아가서 잠시 뒤에 "lichess에서 두기"를 다시 누르고, 계속되면 클럽 운영자에게 알리세요.
web-play-cross-title = 다른 사이트에서 누른 요청
web-play-cross = lichess 대국을 만들라는 이 요청은 이 사이트가 아닌 다른 사이트의 페이지에서 왔습니다: 아무것도 만들지 않았습니다.
web-play-cross-fix = 이 사이트에서 굴림 페이지를 열고 거기서 "lichess에서 두기"를 누르세요.

# meetups: times people type, pairings, the calendar
meetup-when-unreadable = '{ $given }'은(는) 읽을 수 있는 날짜와 시각이 아닙니다: 2026-12-10 19:00, 목요일 19:00, 내일 18:30, 또는 19:00처럼 쓰세요
meetup-when-no-time = '{ $given }'에 시각이 없습니다: '{ $given } 19:00'처럼 시각을 덧붙이세요
meetup-when-no-such-date = '{ $given }'은(는) 달력에 없는 날짜입니다: 월과 일을 확인하세요(2026-12-10은 12월 10일)
meetup-when-past = '{ $given }'은(는) { $at }({ $zone })로 이미 지났습니다: 아직 오지 않은 시각을 쓰세요
meetup-when-too-far = '{ $given }'은(는) { $at }({ $zone })로 1년 넘게 남았습니다: 모임은 1년 안으로만 계획할 수 있습니다
meetup-pairing-board = { $board }번 보드: { $white }(백) – { $black }(흑)
meetup-pairing-bye = 부전승: { $player }
pairings-from-seed = 시드 "{ $seed }"에서 뽑은 대진:
pairings-from-beacon = ✓ drand { $chain } 비컨의 { $round }회차는 진짜입니다(서명이 검증됨). “{ $purpose }” 용도로 뽑은 대진:
pairings-seed-or-round = 1라운드의 --seed를 주거나, 비컨 회차를 --round와 그 --signature, --purpose로 주세요
pairings-player-bad = --players: '{ $given }'은(는) Discord 사용자 ID가 아닙니다: ID(123456789012345678 같은 숫자)를 쉼표로 구분해 주세요. ann=123456789012345678처럼 이름을 붙여도 됩니다
pairings-player-twice = --players: { $id }이(가) 두 번 있습니다: 각 참가자는 한 번만 주세요

# meetups: the server's time zone and members' lichess usernames
cmd-settings-set-timezone = 입력한 시각의 시간대, 예: Asia/Seoul
settings-timezone = 시간대
settings-timezone-unset = 설정 안 됨 (매일 도전 과제가 있으면 그 시간대를 씀)
error-timezone-setting = `timezone`: { $problem } — `timezone:`에 도시 이름을 입력해 제안된 이름(Asia/Seoul 같은 IANA 이름) 중에서 고르거나, 해제하려면 `none`을 쓰세요
cmd-prefs-set-lichess = 내 lichess 사용자 이름, 클럽 모임에서 나만 들어갈 수 있는 대국용 (none: 해제)
prefs-lichess = lichess
prefs-lichess-unset = 연결 안 됨
error-lichess-username = `lichess`: '{ $given }'은(는) lichess 사용자 이름이 아닙니다: 글자, 숫자, _, -로 된 2~20자이며 글자나 숫자로 시작합니다(lichess 프로필 주소에 있는 이름). 해제하려면 `none`을 쓰세요
error-lichess-same-player = 한 판의 두 선수가 모두 lichess의 { $name }입니다: 대국에는 계정 두 개가 필요합니다

# pages on a phone, a projector and paper (issue 63)
web-die-coin = 동전
web-coin-key = H = 앞면, T = 뒷면: 기록과 재현 코드는 던진 결과를 이 글자로 적습니다.
web-along-double-tap = { $face } 버튼이 바로 이어서 한 번 더 눌렸지만 세지 않았습니다. 따로 던진 결과라면 { $face } 버튼을 다시 누르세요.
web-along-so-far = 지금까지
web-along-start-again = 처음부터 다시

# meetups: the lead
error-meetup-round-out = "{ $name }"의 1라운드가 이미 나왔습니다: 모임을 더는 옮길 수 없습니다
error-meetup-not-started = "{ $name }"은(는) { $start }에 시작합니다: 첫 라운드는 그 전에 아무도 모르는 무작위 값으로 정해집니다
error-meetup-gone = 이 모임은 더 이상 보관되어 있지 않습니다: `/meetup list`로 다가오는 모임을 보세요
error-meetup-cancelled = "{ $name }"은(는) 취소되었습니다
error-meetup-started = "{ $name }"이(가) 시작되어 대진이 정해졌습니다: 더 이상 답할 수 없습니다
error-meetup-zone = "{ $zone }"은(는) 시간대가 아닙니다: `Asia/Seoul`이나 `Europe/Berlin` 같은 이름을 쓰세요 (`/settings timezone:`에서 입력하는 동안 보여 드립니다)
error-meetup-no-zone = 이 서버에는 아직 시간대가 없습니다: `/settings timezone:`으로 정해 주세요 (예: `Asia/Seoul`). 그래야 회원들이 뜻한 대로 시간을 읽습니다
error-meetup-name-long = 모임 이름은 최대 { $most }자입니다 (매주 모임의 라운드 이름에 날짜가 붙습니다)
error-meetup-place = `where:`은(는) 1~{ $most }자의 한 줄입니다. 예: `체스카페, 종로 5`
error-meetup-range = `{ $option }:`은(는) { $least }~{ $most }입니다 (입력: { $given })
error-meetup-unreadable = 이 모임의 보관된 데이터를 읽을 수 없습니다: 운영자 로그에 이유가 있습니다
error-meetup-unknown = 이 서버에는 "{ $name }"(이)라는 다가오는 모임이 없습니다: `/meetup list`로 보세요
error-meetup-none = 이 서버에는 다가오는 모임이 없습니다: `/meetup plan`으로 만드세요
error-meetup-which = 다가오는 모임이 여럿입니다 ({ $names }): `name:`으로 하나를 고르세요
error-meetup-busy = "{ $name }"을(를) 같은 순간에 다른 사람이 바꿨습니다: 다시 해 보세요
meetup-and-more = 외 { $count }명
meetup-coming = 참석 ({ $count })
meetup-coming-of = 참석 ({ $places }자리 중 { $count })
meetup-waiting = 대기 ({ $count })
meetup-maybe = 미정 ({ $count })
meetup-draw-beacon = 🎲 **1라운드를 정하는 방법**: { $start } 뒤에 처음 공개되는 drand 공개 비컨 **{ $chain }**의 { $round }번 라운드로 정합니다. 주최자와 봇을 포함해 누구도 그 전에 배치를 알 수 없고, 그 뒤에는 누구나 확인할 수 있습니다.
meetup-draw-seeds = 🎲 **라운드를 정하는 방법**: 지금 뽑아 약속해 둔 시드로 정합니다. 1라운드의 약속값은 `{ $commitment }`입니다 (모든 라운드의 값은 대회 페이지와 `/event show`에 있습니다). 공개할 때마다 시드를 알려 주므로 누구나 확인할 수 있습니다.
meetup-is-cancelled = ❌ **취소되었습니다.**
meetup-is-started = ▶️ **시작됨**: 1라운드와 대진은 아래에 있습니다.
meetup-when = 🕖 { $start } – { $end }
meetup-where = 📍 { $place }
meetup-what = ♟️ { $variant }, { $rounds }라운드
meetup-moved-after = ⚠️ { $was } 이후, 그 시각의 비컨 라운드가 이미 공개된 뒤에 옮겼습니다: 옮긴 메시지에 그 라운드가 낸 배치가 있습니다.
meetup-weekly = 🔁 매주 이 시간; 명단은 매주 새로 시작합니다.
meetup-calendar = 🗓️ 캘린더에서 구독: <{ $webcal }>
button-meetup-coming = 참석
button-meetup-maybe = 미정
button-meetup-cannot = 불참
button-meetup-calendar = 캘린더에 추가
meetup-reminder = ⏰ **{ $name }**: { $start }, { $place }에서 시작합니다. { $people }
meetup-pairings = **대진**, 배치와 같은 무작위 값으로 정함:
meetup-no-players = 참석한다고 한 사람이 없어 대진이 없습니다.
meetup-pairings-check = 네트워크 없이 대진 확인:
meetup-late = ⏱️ 늦은 글입니다: { $start }에 봇이 멈춰 있었습니다.
meetup-list-empty = 다가오는 모임이 없습니다: `/meetup plan`으로 만드세요.
meetup-list-line = **{ $name }**: { $start }, { $place } · { $coming }명 참석
meetup-list-title = 다가오는 모임
meetup-list-now = 🟢 { $end }까지 진행 중
meetup-planned = 📅 **{ $name }** 모임을 만들었습니다: 곧 <#{ $channel }>에 공지가 올라옵니다.
meetup-no-discord-event = 봇이 이 서버에서 이벤트를 만들 수 없어(**이벤트 만들기** 권한이 필요합니다) 이 모임에는 Discord 이벤트가 없습니다: 공지와 버튼은 그대로 됩니다.
meetup-moved-up = 🎟️ { $people }님에게 자리가 났습니다.
meetup-you-moved-up = 🎟️ { $person }, 자리가 났습니다: **{ $name }**에 참석합니다. { $start }, { $place }.
meetup-moved = 📅 **{ $name }** 모임을 { $start }(으)로 옮겼습니다.
meetup-moved-public = 처음 시각의 비컨 라운드({ $round }번)는 이미 공개되었습니다: 그 라운드가 낸 배치 { $position }은(는) 이 변경과 함께 기록에 남습니다.
meetup-cancelled-one = ❌ **{ $name }** 모임을 취소했습니다.
meetup-cancelled-series = ❌ **{ $name }** 모임을 취소했고, 더 이상 매주 모임을 만들지 않습니다.
meetup-cancelled-week = ❌ 이번 주 **{ $name }** 모임은 취소되었고, 다음 주에 이어집니다.
meetup-event-beacon = 🎲 1라운드는 시작 뒤 처음 나오는 drand 공개 비컨 { $chain }의 { $round }번 라운드로 정해집니다: 그 전에는 아무도 알 수 없습니다.
meetup-event-seeds = 🎲 라운드는 모임을 만들 때 약속해 둔 시드로 정해집니다: 공개할 때마다 확인할 수 있습니다.
choice-every-week = 매주
error-meetup-every = `every:`에는 `week`(매주)만 쓸 수 있습니다. "{ $given }"은(는) 안 됩니다
cmd-meetup = 오프라인 클럽 모임: 만들고, 답하고, 1라운드와 대진 받기
cmd-meetup-plan = 모임 만들기: 언제, 어디서, 변형; 봇이 공지하고 시작합니다
cmd-meetup-plan-name = 모임 이름, 예: "목요일 960"
cmd-meetup-plan-when = 언제: 2026-12-10 19:00, 목요일 19:00, 내일 18:30 (서버 시간대)
cmd-meetup-plan-where = 어디서, 예: "체스카페, 종로 5"
cmd-meetup-plan-variant = { -variant-search }
cmd-meetup-plan-rounds = 라운드 수 (기본 1)
cmd-meetup-plan-hours = 모임 시간, 시간 단위 (기본 3)
cmd-meetup-plan-places = 최대 참석 인원; 넘치면 자리를 기다립니다
cmd-meetup-plan-every = /meetup cancel 전까지 매주 이 시간
cmd-meetup-plan-remind = 시작 몇 분 전에 참석자에게 알림 (기본: 알림 없음)
cmd-meetup-plan-round_every = 다음 라운드를 몇 분 뒤에 자동으로 공개
cmd-meetup-plan-study = 라운드마다 대국 전에 살펴볼 시간(분, 0–60)
cmd-meetup-plan-pair = 라운드마다 색을 바꿔 두 판
cmd-meetup-plan-draw = 시작 시각의 drand 비컨, 또는 지금 약속한 시드
cmd-meetup-plan-repeats = 같은 배치 두 번 금지(기본), 또는 허용
cmd-meetup-plan-exclude = 뺄 배치: 518,534 또는 0-16 또는 standard
cmd-meetup-plan-avoid = 이전 대회에서 공개된 배치를 모두 빼기
cmd-meetup-list = 이 서버의 다가오는 모임
cmd-meetup-move = 모임(시리즈의 한 주)을 다른 시간으로 옮기기; Discord 이벤트도 따라갑니다
cmd-meetup-move-when = 새 시간: 2026-12-10 19:00, 금요일 19:30
cmd-meetup-move-name = 모임 (기본: 서버의 유일한 다가오는 모임)
cmd-meetup-cancel = 모임이나 매주 시리즈 취소; Discord 이벤트도 취소됩니다
cmd-meetup-cancel-name = 모임 (기본: 서버의 유일한 다가오는 모임)
cmd-meetup-cancel-this_week_only = 이번 주 모임만; 매주 시리즈는 계속됩니다
web-meetup-starts = 모임 시작:
web-meetup-countdown = 1라운드를 뽑을 때까지 남은 시간
web-meetup-drawing = 1라운드를 뽑는 중…
meetup-calendar-name = 클럽 모임
web-calendar-missing-title = 그런 캘린더가 없습니다
web-calendar-missing = 이 주소에 해당하는 서버의 모임 캘린더가 없습니다.
web-calendar-missing-fix = 모임 공지의 "캘린더에 추가"에서 캘린더 주소를 통째로 복사하세요.
web-calendar-down-title = 지금은 캘린더를 읽을 수 없습니다
meetup-board-lichess = ♞ { $board }번 보드 lichess 대국, 두 사람만: <{ $url }>
